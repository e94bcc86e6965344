/** The retention policies (decision 0076): years kept per type and status, with the legal basis; the administrator edits one in a dialog. */
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
import { updatePolicy, usePolicies, type Policy } from '../api';
import { PolicyDialog } from './policy-dialog';
import { useActAction } from './use-act-action';

export function PoliciesPanel({ isAdmin }: { isAdmin: boolean }) {
  const { t } = useTranslation(['archive', 'common']);
  const { data } = usePolicies();
  const { error, run } = useActAction();
  const [editing, setEditing] = useState<Policy | null>(null);
  if (!data) return <Typography role="status">…</Typography>;
  return (
    <>
      <Typography variant="h2" sx={{ mb: 1 }}>
        {t('policies.title')}
      </Typography>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      <Table size="small" aria-label={t('policies.title')} sx={{ mb: 3 }}>
        <TableHead>
          <TableRow>
            <TableCell>{t('policies.type')}</TableCell>
            <TableCell>{t('columns.status')}</TableCell>
            <TableCell>{t('policies.years')}</TableCell>
            <TableCell>{t('policies.legalBasis')}</TableCell>
            {isAdmin && <TableCell>{t('columns.action')}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {data.items.map((p) => (
            <TableRow key={p.id}>
              <TableCell>{p.typeId === '*' ? t('policies.anyType') : p.typeId}</TableCell>
              <TableCell>{t(`lifecycle.statuses.${p.status}`, { ns: 'common' })}</TableCell>
              <TableCell>{p.years}</TableCell>
              <TableCell>{p.legalBasis}</TableCell>
              {isAdmin && (
                <TableCell>
                  <Button size="small" onClick={() => setEditing(p)}>
                    {t('policies.edit')}
                  </Button>
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {editing && (
        <PolicyDialog
          key={editing.id}
          policy={editing}
          onClose={() => setEditing(null)}
          onConfirm={(years, legalBasis) => {
            const id = editing.id;
            setEditing(null);
            void run(() => updatePolicy(id, years, legalBasis), t('policies.saved'));
          }}
        />
      )}
    </>
  );
}
