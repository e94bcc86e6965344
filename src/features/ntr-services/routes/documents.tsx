/**
 * /ntr-paslaugos/dokumentai ('Dokumentų sąrašas') — the citizen's registered requests with
 * the signed request to download. Issued certificates (PDF) are H7's: their rows belong in
 * the portal's /dokumentai and may be added here through their own component.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import DownloadIcon from '@mui/icons-material/Download';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../lib/ui/page';
import { AppLink } from '../../../lib/ui/app-link';
import { dateText } from '../../../lib/date-text';
import { useSession } from '../../../lib/use-session';
import { downloadSignedRequest } from '../api/download';
import { useRequestList } from '../api/list-requests';
import { NTR_SERVICES, serviceOfType, wizardPath } from '../services';
import { useServiceTitles } from '../use-service';

export function Component() {
  const { t } = useTranslation(['ntrServices', 'common']);
  const current = useSession();
  const titleOf = useServiceTitles(NTR_SERVICES);
  const [failed, setFailed] = useState<number | null>(null);
  const list = useRequestList(current ? { status: 'iregistruotas', page: 1, pageSize: 200, sort: 'updated_at', direction: 'desc' } : null);
  return (
    <Page title={t('documents.title')} intro={t('documents.intro')}>
      {list.error && <Alert severity="error">{t('list.failed')}</Alert>}
      {list.data && list.data.total === 0 && <Alert severity="info">{t('documents.empty')}</Alert>}
      {failed !== null && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t('wizard.downloadFailed')}
        </Alert>
      )}
      {list.data && list.data.total > 0 && (
        <Table size="small">
          <caption style={{ captionSide: 'top', textAlign: 'left', padding: '0 0 8px' }}>{t('documents.title')}</caption>
          <TableHead>
            <TableRow>
              <TableCell>{t('list.id')}</TableCell>
              <TableCell>{t('list.type')}</TableCell>
              <TableCell>{t('list.updatedAt')}</TableCell>
              <TableCell>{t('documents.download')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {list.data.items.map((row) => {
              const service = serviceOfType(row.type);
              return (
                <TableRow key={row.id}>
                  <TableCell>{service ? <AppLink to={wizardPath(service, row.id)}>{row.id}</AppLink> : row.id}</TableCell>
                  <TableCell>{service ? titleOf(service) : row.type}</TableCell>
                  <TableCell>{dateText(row.updatedAt)}</TableCell>
                  <TableCell>
                    <Button
                      size="small"
                      startIcon={<DownloadIcon aria-hidden />}
                      aria-label={t('documents.downloadLabel', { id: row.id })}
                      onClick={() =>
                        void downloadSignedRequest(row.id).then(
                          () => setFailed(null),
                          () => setFailed(row.id),
                        )
                      }
                    >
                      {t('documents.download')}
                    </Button>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      )}
    </Page>
  );
}
