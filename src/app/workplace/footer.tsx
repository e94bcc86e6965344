/**
 * The workplace footer (spec §2.1): the user guide (registry staff also see the registrar's
 * guide), help, supported browsers, recommended resolution and the version line.
 */
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { isRegistryStaff } from '../../domain/access/roles';
import { useSession } from '../../lib/use-session';
import { AppLink } from '../../lib/ui/app-link';
import { VersionLine } from '../../lib/ui/version-line';

export function WorkplaceFooter() {
  const { t } = useTranslation();
  const session = useSession();
  const links = [
    { to: '/vadovas', label: t('footer.guide') },
    ...(isRegistryStaff(session?.user.roles ?? []) ? [{ to: '/vadovas/registratoriaus', label: t('footer.registrarGuide') }] : []),
    { to: '/pagalba', label: t('footer.help') },
  ];
  return (
    <Box component="footer" sx={{ mt: 6, py: 3, bgcolor: 'background.paper', borderTop: 1, borderColor: 'divider' }}>
      <Container maxWidth="xl">
        <Box sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: { xs: 2, md: 4 }, justifyContent: 'space-between' }}>
          <Box component="nav" aria-label={t('footer.links')}>
            <Box component="ul" sx={{ display: 'flex', gap: 3, listStyle: 'none', m: 0, p: 0, flexWrap: 'wrap' }}>
              {links.map((link) => (
                <li key={link.to}>
                  <AppLink to={link.to}>{link.label}</AppLink>
                </li>
              ))}
            </Box>
          </Box>
          <Box sx={{ textAlign: { md: 'right' } }}>
            <Typography variant="body2" color="text.secondary">
              {t('footer.browsers')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('footer.resolution')}
            </Typography>
            <VersionLine />
          </Box>
        </Box>
      </Container>
    </Box>
  );
}
