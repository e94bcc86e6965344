/**
 * sulaikymai, a tab of the document page: the item's legal holds (anyone who may see the item);
 * the administrator puts the item under a hold (a court or institution case, with a reason) and
 * lifts one with a reason. The server decides who may: the buttons only follow the role.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { dateText } from '../../../lib/date-text';
import type { DocumentTabProps } from '../../../lib/document-tabs';
import { useSession } from '../../../lib/use-session';
import { liftHold, setHold, useHolds } from '../api';
import { HoldDialog } from './hold-dialog';
import { ReasonDialog } from './reason-dialog';
import { useActAction } from './use-act-action';

export default function HoldsTab({ document }: DocumentTabProps) {
  const { t } = useTranslation('archive');
  const isAdmin = useSession()?.user.roles.includes('AD_administratorius') ?? false;
  const { data } = useHolds(document.id);
  const { error, run } = useActAction();
  const [setting, setSetting] = useState(false);
  const [lifting, setLifting] = useState<number | null>(null);
  if (!data) return <Typography role="status">…</Typography>;
  const active = data.items.some((h) => h.liftedAt === null);
  return (
    <>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      <Alert severity={active ? 'warning' : 'info'} sx={{ mb: 2 }}>
        {t(active ? 'holds.active' : 'holds.none')}
      </Alert>
      {data.items.length > 0 && (
        <Table size="small" aria-label={t('holds.title')} sx={{ mb: 2 }}>
          <TableHead>
            <TableRow>
              <TableCell>{t('holds.case')}</TableCell>
              <TableCell>{t('reason')}</TableCell>
              <TableCell>{t('holds.setAt')}</TableCell>
              <TableCell>{t('holds.lifted')}</TableCell>
              {isAdmin && <TableCell>{t('columns.action')}</TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            {data.items.map((h) => (
              <TableRow key={h.id}>
                <TableCell>{h.caseReference}</TableCell>
                <TableCell>{h.reason}</TableCell>
                <TableCell>{dateText(h.setAt)}</TableCell>
                <TableCell>{h.liftedAt ? t('holds.liftedNote', { at: dateText(h.liftedAt), reason: h.liftReason }) : '–'}</TableCell>
                {isAdmin && (
                  <TableCell>
                    {h.liftedAt === null && (
                      <Button size="small" onClick={() => setLifting(h.id)}>
                        {t('holds.lift')}
                      </Button>
                    )}
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {isAdmin && (
        <Button variant="contained" onClick={() => setSetting(true)}>
          {t('holds.set')}
        </Button>
      )}
      <HoldDialog
        key={setting ? 'open' : 'closed'}
        open={setting}
        onClose={() => setSetting(false)}
        onConfirm={(caseReference, reason) => {
          setSetting(false);
          void run(() => setHold(document.id, caseReference, reason), t('holds.setDone'));
        }}
      />
      <ReasonDialog
        key={lifting ?? 0}
        title={t('holds.liftTitle')}
        open={lifting !== null}
        onClose={() => setLifting(null)}
        onConfirm={(reason) => {
          const id = lifting!;
          setLifting(null);
          void run(() => liftHold(id, reason), t('holds.liftedDone'));
        }}
      />
    </>
  );
}
