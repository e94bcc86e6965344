/** The items of a destruction list or of the candidates: id, registration number, status, retention end; an optional action per row. */
import type { ReactNode } from 'react';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';

export interface ItemRow {
  documentId: number;
  registryNumber: string | null;
  /** null: a tombstone written before tombstones kept the status */
  status: string | null;
  retentionEnd: string;
  note?: string | null;
}

export function ItemsTable({ label, items, action }: { label: string; items: readonly ItemRow[]; action?: (item: ItemRow) => ReactNode }) {
  const { t } = useTranslation(['archive', 'common']);
  return (
    <Table size="small" aria-label={label} sx={{ mb: 3 }}>
      <TableHead>
        <TableRow>
          <TableCell>{t('columns.id')}</TableCell>
          <TableCell>{t('columns.registryNumber')}</TableCell>
          <TableCell>{t('columns.status')}</TableCell>
          <TableCell>{t('columns.retentionEnd')}</TableCell>
          <TableCell>{t('columns.note')}</TableCell>
          {action && <TableCell>{t('columns.action')}</TableCell>}
        </TableRow>
      </TableHead>
      <TableBody>
        {items.map((item) => (
          <TableRow key={item.documentId}>
            <TableCell>{item.documentId}</TableCell>
            <TableCell>{item.registryNumber ?? '–'}</TableCell>
            <TableCell>{item.status ? t(`lifecycle.statuses.${item.status}`, { ns: 'common' }) : '–'}</TableCell>
            <TableCell>{item.retentionEnd}</TableCell>
            <TableCell>{item.note ?? ''}</TableCell>
            {action && <TableCell>{action(item)}</TableCell>}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
