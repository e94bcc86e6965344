/** /pagrindinis — the workplace's start page: what the workplace is for and where to begin. */
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../shared/app-link';
import { Page } from '../../shared/page';

export function Component() {
  const { t } = useTranslation();
  const flow = t('dashboard.flow', { returnObjects: true }) as string[];
  return (
    <Page title={t('dashboard.title')} intro={t('dashboard.intro')}>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr 1fr' }, maxWidth: 1200 }}>
        <Paper variant="outlined" component="section" aria-labelledby="kelias" sx={{ p: 3 }}>
          <Typography id="kelias" variant="h2" sx={{ mb: 2 }}>
            {t('dashboard.flowTitle')}
          </Typography>
          <Box component="ol" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, listStyle: 'none', p: 0, m: 0, mb: 2 }}>
            {flow.map((step, index) => (
              <Box component="li" key={step} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                <Box
                  component="span"
                  sx={{
                    px: 1.5,
                    py: 0.5,
                    borderRadius: 4,
                    border: 1,
                    borderColor: index === flow.length - 1 ? 'primary.main' : 'divider',
                    bgcolor: index === flow.length - 1 ? 'primary.main' : 'transparent',
                    color: index === flow.length - 1 ? 'primary.contrastText' : 'text.primary',
                    fontSize: '0.875rem',
                  }}
                >
                  {step}
                </Box>
                {index < flow.length - 1 && (
                  <Box component="span" aria-hidden sx={{ color: 'text.secondary' }}>
                    →
                  </Box>
                )}
              </Box>
            ))}
          </Box>
          <Typography color="text.secondary">{t('dashboard.flowNote')}</Typography>
        </Paper>
        <Paper variant="outlined" component="section" aria-labelledby="pirma-karta" sx={{ p: 3 }}>
          <Typography id="pirma-karta" variant="h2" sx={{ mb: 1 }}>
            {t('dashboard.guideTitle')}
          </Typography>
          <Typography sx={{ mb: 2 }}>{t('dashboard.guideText')}</Typography>
          <AppLink to="/vadovas">{t('dashboard.guideLink')}</AppLink>
        </Paper>
        <Paper variant="outlined" component="section" aria-labelledby="pagalba" sx={{ p: 3 }}>
          <Typography id="pagalba" variant="h2" sx={{ mb: 1 }}>
            {t('dashboard.helpTitle')}
          </Typography>
          <Typography sx={{ mb: 2 }}>{t('dashboard.helpText')}</Typography>
          <AppLink to="/pagalba">{t('dashboard.helpLink')}</AppLink>
        </Paper>
      </Box>
    </Page>
  );
}
