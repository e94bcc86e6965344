/** The portal footer: the central self-service site's footer (when there is one), the registry keeper and the version line. */
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { VersionLine } from '../shared/version-line';
import { CentralFooter } from '../../features/central-site/central-footer';
import type { SafeNode } from '../../features/central-site/sanitize';

export function PortalFooter({ central = null }: { central?: readonly SafeNode[] | null }) {
  const { t } = useTranslation();
  return (
    <Box component="footer" sx={{ mt: 6, py: 3, bgcolor: 'background.paper', borderTop: 1, borderColor: 'divider' }}>
      <Container maxWidth="lg">
        {central && central.length > 0 && <CentralFooter nodes={central} />}
        <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 2, justifyContent: 'space-between' }}>
          <Typography variant="body2" color="text.secondary">
            {t('footer.keeper')}
          </Typography>
          <VersionLine />
        </Box>
      </Container>
    </Box>
  );
}
