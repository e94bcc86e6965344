/** IssuedExtracts — the portal's /dokumentai section of the extracts issued to the user: code (to /patikra), the PDF while it is kept. */
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { dateText } from '../../../lib/date-text';
import { downloadExtract, extractsKey, getExtracts } from '../api';

export function IssuedExtracts() {
  const { t } = useTranslation('extracts');
  const { data } = useSWR(extractsKey, getExtracts);
  return (
    <section aria-labelledby="issued-extracts">
      <Typography id="issued-extracts" variant="h2" sx={{ fontSize: '1.25rem', mt: 3, mb: 1 }}>
        {t('issued.title')}
      </Typography>
      {data && data.items.length === 0 && <Alert severity="info">{t('issued.empty')}</Alert>}
      <List>
        {data?.items.map((e) => (
          <ListItem key={e.id} divider>
            <ListItemText
              primary={`${e.registroNr ?? `Nr. ${e.objektasId}`} — ${dateText(e.suformuota)}`}
              secondary={<a href={`/patikra/${e.kodas}`}>{t('issued.code', { code: e.kodas })}</a>}
            />
            {e.prieinamas ? (
              <Button size="small" onClick={() => void downloadExtract(e)} aria-label={t('issued.download', { code: e.kodas })}>
                PDF
              </Button>
            ) : (
              <Typography variant="body2">{t('issued.expired')}</Typography>
            )}
          </ListItem>
        ))}
      </List>
    </section>
  );
}
