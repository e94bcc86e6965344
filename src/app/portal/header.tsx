/**
 * The portal's header: the self-service title, the accessibility-mode switch, the language switcher and the signed-in
 * citizen with Log out (or Sign in, and once signed in the cart link with its count, src/features/auth/components/portal-user.tsx). The central
 * self-service site's top bar (spec §2.3), when the citizen came from it, sits above ours.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../lib/ui/app-link';
import { useSession } from '../../lib/use-session';
import { AccessibilityButton } from './accessibility-button';
import { LanguageSwitcher } from './language-switcher';
import { PortalUser } from '../../features/auth/components/portal-user';
import type { CentralFrame } from '../../features/central-site/parse-frame';

// Shown only once the central site's frame has arrived (a fetch), so its code waits too.
// The cart link and its call come after sign-in only: the first load stays as it was.
const CartLink = lazy(() => import('../../features/extracts/components/cart-link'));
const CentralHeader = lazy(() => import('../../features/central-site/central-header').then((m) => ({ default: m.CentralHeader })));

export function PortalHeader({ central = null }: { central?: CentralFrame | null }) {
  const { t } = useTranslation();
  const signedIn = useSession() !== null;
  return (
    // MUI's static primary AppBar and its Toolbar, drawn with Box: their code stays out of the first load
    <Box
      component="header"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        width: '100%',
        boxSizing: 'border-box',
        flexShrink: 0,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
      }}
    >
      {central && (
        <Suspense fallback={null}>
          <CentralHeader frame={central} />
        </Suspense>
      )}
      {/* MUI Toolbar's row (gutters 16/24 px), as a Box */}
      <Box sx={{ position: 'relative', display: 'flex', alignItems: 'center', px: { xs: 2, sm: 3 }, gap: 2, minHeight: { xs: 64, md: 72 } }}>
        <Box sx={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
          <AppLink to="/" inherit sx={{ fontWeight: 700, fontSize: { xs: '1rem', sm: '1.125rem' }, lineHeight: 1.3 }}>
            {t('app.portalTitle')}
          </AppLink>
          <Typography component="p" variant="body2" sx={{ opacity: 0.9, display: { xs: 'none', sm: 'block' } }}>
            {t('app.portalTagline')}
          </Typography>
        </Box>
        <Box sx={{ flex: 1 }} />
        {signedIn && (
          <Suspense fallback={null}>
            <CartLink />
          </Suspense>
        )}
        <AccessibilityButton />
        <LanguageSwitcher />
        <PortalUser />
      </Box>
    </Box>
  );
}
