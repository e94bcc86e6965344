/** The built-in local SMTP sink's mailbox: what the registry sent by e-mail in the demo mode, newest first. */
import { useState } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { shownOf } from '../../components/period';
import { useMailbox } from '../api/outbox';
import { Pager } from '../../../../lib/ui/pager';
import { Section } from '../../../../lib/ui/section';

const PAGE_SIZE = 10;

export function Mailbox() {
  const { t } = useTranslation('admin');
  const [page, setPage] = useState(0);
  const { data, error } = useMailbox(page + 1, PAGE_SIZE);
  return (
    <Section id="pasto-dezute" title={t('outbox.mailbox')} intro={t('outbox.mailboxIntro')}>
      {error && <Alert severity="error">{t('loadFailed')}</Alert>}
      {data && data.total === 0 && <Typography color="text.secondary">{t('outbox.mailboxEmpty')}</Typography>}
      {data?.items.map((m) => (
        <Accordion key={m.id} disableGutters>
          <AccordionSummary aria-controls={`laiskas-${m.id}`} id={`laiskas-${m.id}-antraste`}>
            <Typography sx={{ flex: 1 }}>{m.subject}</Typography>
            <Typography color="text.secondary" sx={{ ml: 2 }}>
              {m.to} · {shownOf(m.receivedAt)}
            </Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Typography variant="body2" color="text.secondary">
              {t('outbox.from', { from: m.from })}
            </Typography>
            <Box component="pre" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', fontFamily: 'inherit', m: 0, mt: 1 }}>
              {m.text}
            </Box>
          </AccordionDetails>
        </Accordion>
      ))}
      {data && data.total > PAGE_SIZE && <Pager total={data.total} page={page + 1} pageSize={PAGE_SIZE} onPage={(next) => setPage(next - 1)} />}
    </Section>
  );
}
