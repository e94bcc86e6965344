/** The portal footer: the registry keeper and the version line (as in the workplace). */
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { VersionLine } from '../shared/version-line';

export function PortalFooter() {
  const { t } = useTranslation();
  return (
    <Box component="footer" sx={{ mt: 6, py: 3, bgcolor: 'background.paper', borderTop: 1, borderColor: 'divider' }}>
      <Container maxWidth="lg">
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
