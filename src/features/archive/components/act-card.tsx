/** One destruction act: number, status, dates, hash, its listed items, the PDF and the buttons the caller passes. */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { downloadActPdf, type Act } from '../api';
import { ItemsTable } from './items-table';

export function ActCard({ act, children }: { act: Act; children?: ReactNode }) {
  const { t } = useTranslation('archive');
  const listed = act.items.filter((i) => !i.removedAt);
  return (
    <Box component="section" aria-label={t('act.title', { number: act.number })} sx={{ mb: 4 }}>
      <Typography variant="h2" sx={{ mb: 1 }}>
        {t('act.title', { number: act.number })}
      </Typography>
      <Typography sx={{ mb: 1 }}>
        {t('act.status')}: <strong>{t(`statuses.${act.status}`)}</strong>
        {act.decisionReason ? ` — ${act.decisionReason}` : ''}
      </Typography>
      {act.pdfSha256 && <Typography sx={{ mb: 1, wordBreak: 'break-all' }}>{t('act.hash', { hash: act.pdfSha256 })}</Typography>}
      <ItemsTable label={t('act.items', { number: act.number })} items={listed} />
      <Stack direction="row" spacing={2}>
        {act.pdfSha256 && <Button onClick={() => void downloadActPdf(act)}>{t('act.pdf')}</Button>}
        {children}
      </Stack>
    </Box>
  );
}
