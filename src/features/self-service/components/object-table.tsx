/**
 * One list of self-service objects (a kind and a purpose): the user's role, the other parties,
 * the status and the actions the server allows now — or the list's empty-list message
 * (spec §8, word for word from locales/<lng>/selfService.json).
 */
import Alert from '@mui/material/Alert';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { AppLink } from '../../../lib/ui/app-link';
import { listObjects, objectsKey, type ObjectKind, type ObjectListItem, type Purpose } from '../api';
import { roleLabel } from '../role-label';
import { ObjectActions } from './object-actions';

export function objectName(
  t: (key: string, options?: Record<string, unknown>) => string,
  item: Pick<ObjectListItem, 'type' | 'registryNumber' | 'id'>,
): string {
  return `${t(`types.${item.type}`, { defaultValue: item.type })} ${item.registryNumber ?? `Nr. ${item.id}`}`;
}

export function ObjectTable({ kind, purpose, caption }: { kind: ObjectKind; purpose: Purpose; caption: string }) {
  const { t } = useTranslation(['selfService', 'common']);
  const key = objectsKey(kind, purpose);
  const { data, error, mutate } = useSWR(key, () => listObjects(kind, purpose));
  if (error) return <Alert severity="error">{(error as Error).message}</Alert>;
  if (!data) return <Typography role="status">{t('services.loading')}</Typography>;
  if (data.items.length === 0) return <Alert severity="info">{t(`empty.${kind}.${purpose}`)}</Alert>;
  return (
    <TableContainer>
      <Table size="small">
        <caption>{caption}</caption>
        <TableHead>
          <TableRow>
            <TableCell>{t('table.object')}</TableCell>
            <TableCell>{t('table.yourRole')}</TableCell>
            <TableCell>{t('table.otherParties')}</TableCell>
            <TableCell>{t('table.status')}</TableCell>
            <TableCell>{t('table.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {data.items.map((item) => {
            const name = objectName(t, item);
            return (
              <TableRow key={item.id}>
                <TableCell>
                  <AppLink to={`/dokumentas/${item.id}`}>{name}</AppLink>
                </TableCell>
                <TableCell>{item.roles.map((r) => roleLabel(t, item.type, r)).join(', ')}</TableCell>
                <TableCell>
                  {item.parties
                    .filter((p) => !item.roles.includes(p.role))
                    .map((p) => `${p.name} (${roleLabel(t, item.type, p.role)})`)
                    .join('; ')}
                </TableCell>
                <TableCell>{t(`lifecycle.statuses.${item.status}`, { ns: 'common' })}</TableCell>
                <TableCell>
                  <ObjectActions
                    objectId={item.id}
                    version={item.version}
                    actions={item.allowedActions}
                    label={t('actions.label') + ': ' + name}
                    onDone={() => void mutate()}
                  />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
