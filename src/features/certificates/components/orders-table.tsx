/**
 * The citizen's certificate orders (GET {base}/certificates), newest first, each with its
 * status and — once issued — the certificate number and the PDF.
 */
import Alert from '@mui/material/Alert';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { AppLink } from '../../../lib/ui/app-link';
import { dateText } from '../../../lib/date-text';
import { listItems, type ItemList } from '../../../lib/api/items';
import { useIssuedCertificates } from '../api/certificate-pdfs';
import { orderPath, serviceOfType } from '../services';
import { PdfButton } from './issued-certificates';

export function OrdersTable({ types }: { types: readonly string[] }) {
  const { t } = useTranslation(['certificates', 'common']);
  const orders = useSWR<ItemList>(['certificate-orders', ...types], () =>
    listItems('certificates', { type: types, page: 1, pageSize: 100, sort: 'updated_at', direction: 'desc' }),
  );
  const issued = useIssuedCertificates();
  if (orders.error) return <Alert severity="error">{t('list.failed')}</Alert>;
  if (!orders.data) return null;
  if (orders.data.total === 0) return <Alert severity="info">{t('list.empty')}</Alert>;
  return (
    <Table size="small">
      <caption style={{ captionSide: 'top', textAlign: 'left', padding: '0 0 8px' }}>{t('list.caption')}</caption>
      <TableHead>
        <TableRow>
          <TableCell>{t('list.id')}</TableCell>
          <TableCell>{t('list.type')}</TableCell>
          <TableCell>{t('list.status')}</TableCell>
          <TableCell>{t('list.number')}</TableCell>
          <TableCell>{t('list.pdf')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {orders.data.items.map((row) => {
          const service = serviceOfType(row.type);
          const pdf = issued.data?.items.find((i) => i.id === row.id);
          return (
            <TableRow key={row.id}>
              <TableCell>{service ? <AppLink to={orderPath(service, row.id)}>{row.id}</AppLink> : row.id}</TableCell>
              <TableCell>{service ? t(`types.${service.slug}`) : row.type}</TableCell>
              <TableCell>
                {t(`common:lifecycle.statuses.${row.status}`)} · {dateText(row.updatedAt)}
              </TableCell>
              <TableCell>{pdf?.number ?? ''}</TableCell>
              <TableCell>{pdf ? <PdfButton row={pdf} /> : null}</TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
