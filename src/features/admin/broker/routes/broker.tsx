/**
 * /admin/broker — the broker at a glance: how many messages each external system has in each
 * state, each count a link to /admin/broker-list filtered to those messages.
 */
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BROKER_DIRECTIONS, BROKER_STATES, BROKER_SYSTEMS } from '../../../../domain/broker/systems';
import { Page } from '../../../../lib/ui/page';
import { useBrokerSummary } from '../api/broker';

export function Component() {
  const { t } = useTranslation('admin');
  const { data, error } = useBrokerSummary();
  const countOf = (system: string, direction: string, state: string) =>
    data?.counts.find((c) => c.system === system && c.direction === direction && c.state === state)?.count ?? 0;
  const rows = BROKER_SYSTEMS.flatMap((system) => BROKER_DIRECTIONS.map((direction) => ({ system, direction })));
  return (
    <Page title={t('section.broker')} intro={t('broker.intro')}>
      {error && <Alert severity="error">{t('loadFailed')}</Alert>}
      {data && (
        <Paper variant="outlined">
          <Table size="small" aria-label={t('broker.summary')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('broker.column.system')}</TableCell>
                <TableCell>{t('broker.column.direction')}</TableCell>
                {BROKER_STATES.map((s) => (
                  <TableCell key={s} align="right">
                    {t(`broker.state.${s}`)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map(({ system, direction }) => (
                <TableRow key={`${system}-${direction}`}>
                  <TableCell>{t(`broker.system.${system}`)}</TableCell>
                  <TableCell>{t(`broker.direction.${direction}`)}</TableCell>
                  {BROKER_STATES.map((state) => {
                    const count = countOf(system, direction, state);
                    return (
                      <TableCell key={state} align="right">
                        {count > 0 ? (
                          <Link
                            to={`/admin/broker-list?${new URLSearchParams({ system, direction, state }).toString()}`}
                            aria-label={t('broker.countLabel', { count, system: t(`broker.system.${system}`), state: t(`broker.state.${state}`) })}
                          >
                            {count}
                          </Link>
                        ) : (
                          0
                        )}
                      </TableCell>
                    );
                  })}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Paper>
      )}
    </Page>
  );
}
