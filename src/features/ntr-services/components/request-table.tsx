/**
 * The user's requests as a table: number (a link to the request), the type when several
 * types are listed, status and the time of the last change. The caption names the list for
 * screen readers; paging buttons when there is more than one page.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../lib/ui/app-link';
import type { ItemList } from '../../../lib/api/items';
import { dateText } from '../../../lib/date-text';
import { serviceOfType, wizardPath, type NtrService } from '../services';

export interface RequestTableProps {
  list: ItemList;
  caption: string;
  /** the name of a request's type (shown when the list mixes types) */
  titleOf?: (service: NtrService) => string;
  onPage: (page: number) => void;
}

export function RequestTable({ list, caption, titleOf, onPage }: RequestTableProps) {
  const { t } = useTranslation(['ntrServices', 'common']);
  const pages = Math.max(1, Math.ceil(list.total / list.pageSize));
  return (
    <Box>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small">
          <caption style={{ captionSide: 'top', textAlign: 'left', padding: '0 0 8px' }}>{caption}</caption>
          <TableHead>
            <TableRow>
              <TableCell>{t('list.id')}</TableCell>
              {titleOf && <TableCell>{t('list.type')}</TableCell>}
              <TableCell>{t('list.status')}</TableCell>
              <TableCell>{t('list.updatedAt')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {list.items.map((row) => {
              const service = serviceOfType(row.type);
              return (
                <TableRow key={row.id}>
                  <TableCell>{service ? <AppLink to={wizardPath(service, row.id)}>{row.id}</AppLink> : row.id}</TableCell>
                  {titleOf && <TableCell>{service ? titleOf(service) : row.type}</TableCell>}
                  <TableCell>{t(`common:lifecycle.statuses.${row.status}`, { defaultValue: row.status })}</TableCell>
                  <TableCell>{dateText(row.updatedAt)}</TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </Box>
      {pages > 1 && (
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mt: 1 }}>
          <Button disabled={list.page <= 1} onClick={() => onPage(list.page - 1)}>
            {t('list.previous')}
          </Button>
          <Typography variant="body2">{t('list.page', { page: list.page, pages })}</Typography>
          <Button disabled={list.page >= pages} onClick={() => onPage(list.page + 1)}>
            {t('list.next')}
          </Button>
        </Box>
      )}
    </Box>
  );
}
