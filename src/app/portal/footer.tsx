/** The portal footer: the central self-service site's footer (when there is one), the registry keeper and the version line. */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ContentWidth } from '../shared/content-width';
import { VersionLine } from '../../lib/ui/version-line';
import type { SafeNode } from '../../features/central-site/sanitize';

// The central site's footer arrives with a fetch; its code is loaded when there is one.
const CentralFooter = lazy(() => import('../../features/central-site/central-footer').then((m) => ({ default: m.CentralFooter })));

export function PortalFooter({ central = null }: { central?: readonly SafeNode[] | null }) {
  const { t } = useTranslation();
  return (
    <Box component="footer" sx={{ mt: 6, py: 3, bgcolor: 'background.paper', borderTop: 1, borderColor: 'divider' }}>
      <ContentWidth>
        {central && central.length > 0 && (
          <Suspense fallback={null}>
            <CentralFooter nodes={central} />
          </Suspense>
        )}
        <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 2, justifyContent: 'space-between' }}>
          <Typography variant="body2" color="text.secondary">
            {t('footer.keeper')}
          </Typography>
          <VersionLine />
        </Box>
      </ContentWidth>
    </Box>
  );
}
