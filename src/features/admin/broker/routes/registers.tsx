/**
 * /admin/registrai — the registers the application serves (with their entries) and the
 * external systems it exchanges messages with through the broker, each with its state:
 * reachable, last success and failure, waiting, retrying and dead messages. In the demo mode
 * (the local stand-ins) a system's stand-in can be switched to fail, so failures show.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { BrokerSystem } from '../../../../domain/broker/systems';
import { Page } from '../../../../lib/ui/page';
import { shownOf } from '../../components/period';
import { switchFailing, useRegisters, type SystemState } from '../api/broker';

const listLink = (system: string, state: string, count: number) =>
  count > 0 ? <Link to={`/admin/broker-list?system=${system}&state=${state}`}>{count}</Link> : 0;

export function Component() {
  const { t } = useTranslation('admin');
  const { data, error, mutate } = useRegisters();
  const [busy, setBusy] = useState(false);

  const toggle = async (s: SystemState, failing: boolean) => {
    setBusy(true);
    try {
      await switchFailing(s.system as BrokerSystem, failing);
      await mutate();
    } catch {
      // the API client has shown why
    } finally {
      setBusy(false);
    }
  };

  return (
    <Page title={t('section.registrai')} intro={t('registers.intro')}>
      {error && <Alert severity="error">{t('loadFailed')}</Alert>}
      {data && (
        <>
          <Typography variant="h2" sx={{ mb: 1 }}>
            {t('registers.served')}
          </Typography>
          <Paper variant="outlined" sx={{ mb: 4 }}>
            <Table size="small" aria-label={t('registers.served')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('registers.register')}</TableCell>
                  <TableCell align="right">{t('registers.entries')}</TableCell>
                  <TableCell>{t('registers.lastRegisteredAt')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.served.map((r) => (
                  <TableRow key={r.register}>
                    <TableCell>{t(`registers.name.${r.register}`)}</TableCell>
                    <TableCell align="right">{r.entries}</TableCell>
                    <TableCell>{shownOf(r.lastRegisteredAt)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Paper>
          <Typography variant="h2" sx={{ mb: 1 }}>
            {t('registers.connections')}
          </Typography>
          <Paper variant="outlined">
            <Table size="small" aria-label={t('registers.connections')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('broker.column.system')}</TableCell>
                  <TableCell>{t('registers.state')}</TableCell>
                  <TableCell>{t('registers.lastSuccessAt')}</TableCell>
                  <TableCell>{t('registers.lastFailureAt')}</TableCell>
                  <TableCell align="right">{t('broker.state.laukia')}</TableCell>
                  <TableCell align="right">{t('broker.state.kartojamas')}</TableCell>
                  <TableCell align="right">{t('broker.state.nepristatytas')}</TableCell>
                  <TableCell>{t('registers.standIn')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.systems.map((s) => (
                  <TableRow key={s.system}>
                    <TableCell>{t(`broker.system.${s.system}`)}</TableCell>
                    <TableCell>
                      <Chip
                        size="small"
                        color={s.reachable ? 'success' : 'error'}
                        label={t(s.implementation === 'none' ? 'registers.notConnected' : s.reachable ? 'registers.reachable' : 'registers.unreachable')}
                      />
                      {s.lastError && (
                        <Typography variant="body2" color="text.secondary">
                          {s.lastError}
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell>{shownOf(s.lastSuccessAt)}</TableCell>
                    <TableCell>{shownOf(s.lastFailureAt)}</TableCell>
                    <TableCell align="right">{listLink(s.system, 'laukia', s.pending)}</TableCell>
                    <TableCell align="right">{listLink(s.system, 'kartojamas', s.retrying)}</TableCell>
                    <TableCell align="right">{listLink(s.system, 'nepristatytas', s.dead)}</TableCell>
                    <TableCell>
                      {s.implementation === 'local' ? (
                        <FormControlLabel
                          control={<Switch checked={s.failing} disabled={busy} onChange={(e) => void toggle(s, e.target.checked)} />}
                          label={t('registers.failing', { system: t(`broker.system.${s.system}`) })}
                        />
                      ) : (
                        t('registers.noStandIn')
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Paper>
        </>
      )}
    </Page>
  );
}
