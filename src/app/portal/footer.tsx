/** The portal footer: the registry keeper and the version line (as in the workplace). */
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { VersionLine } from '../shared/version-line';

export function PortalFooter() {
  const { t } = useTranslation();
  return (
    <Box component="footer" sx={{ mt: 6, py: 3, bgcolor: 'background.paper', borderTop: 1, borderColor: 'divider' }}>
      <Container maxWidth="lg">
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
          <Typography variant="body2" color="text.secondary">
            {t('footer.keeper')}
          </Typography>
          <VersionLine />
        </Stack>
      </Container>
    </Box>
  );
}
