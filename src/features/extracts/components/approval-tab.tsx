/**
 * ApprovalTab — the customer centre's approval of paid portal extract orders (the workplace's
 * /paieska/tvirtinimas tab; KAC_darbuotojas): the orders waiting, oldest payment first; staff
 * check each and sign it, which generates the sealed extract and sends it to the citizen.
 * `/paieska-sign/{paieskaID}` lands here with `?sign=1&paieska={id}`: that order is marked.
 */
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { dateText } from '../../../lib/date-text';
import { moneyText } from '../../../lib/money';
import { approvalsKey, approve, getApprovals } from '../api';

export function ApprovalTab() {
  const { t } = useTranslation('extracts');
  const [params] = useSearchParams();
  const marked = params.get('sign') === '1' ? Number(params.get('paieska')) : null;
  const { data, mutate } = useSWR(approvalsKey, getApprovals);
  const [issued, setIssued] = useState<{ kodas: string } | null>(null);
  const [busy, setBusy] = useState<number | null>(null);

  async function sign(id: number) {
    setBusy(id);
    try {
      setIssued(await approve(id));
      await mutate();
    } finally {
      setBusy(null);
    }
  }

  if (!data) return null;
  return (
    <>
      {issued && (
        <Alert severity="success" sx={{ mb: 2 }}>
          {t('approval.issued', { code: issued.kodas })} <a href={`/patikra/${issued.kodas}`}>{t('approval.verify')}</a>
        </Alert>
      )}
      {data.items.length === 0 ? (
        <Alert severity="info">{t('approval.empty')}</Alert>
      ) : (
        <Table size="small" aria-label={t('approval.table')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('approval.registryNumber')}</TableCell>
              <TableCell>{t('approval.customer')}</TableCell>
              <TableCell>{t('approval.paidAt')}</TableCell>
              <TableCell>{t('approval.amount')}</TableCell>
              <TableCell>{t('approval.action')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.items.map((o) => (
              <TableRow key={o.id} selected={o.id === marked}>
                <TableCell>{o.registroNr ?? `Nr. ${o.objektasId}`}</TableCell>
                <TableCell>{o.uzsakovas}</TableCell>
                <TableCell>{dateText(o.apmoketa)}</TableCell>
                <TableCell>{moneyText(o.amountCents, o.currency)}</TableCell>
                <TableCell>
                  <Button
                    variant="contained"
                    size="small"
                    disabled={busy !== null}
                    onClick={() => void sign(o.id)}
                    aria-label={t('approval.signOne', { number: o.registroNr ?? o.objektasId })}
                  >
                    {t('approval.sign')}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </>
  );
}
