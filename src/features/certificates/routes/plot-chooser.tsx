/**
 * /ntr-paslaugos/zemes-sklypas/sklypai — the citizen chooses among their own land plots (GET
 * {base}/land-plots, from the land register); "Tęsti" starts a land plot plan order with the
 * chosen plots (router state, read by the wizard as the order's first `sklypai`).
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../lib/ui/page';
import { useLandPlots } from '../api/land-plots';
import { NEW_ORDER, orderPath, serviceOfSlug } from '../services';
import type { ChosenPlots } from './certificate-wizard';

export function Component() {
  const { t } = useTranslation('certificates');
  const navigate = useNavigate();
  const plots = useLandPlots();
  const [chosen, setChosen] = useState<string[]>([]);
  const [tried, setTried] = useState(false);
  const service = serviceOfSlug('zemes-sklypas')!;
  const toggle = (n: string) => setChosen((c) => (c.includes(n) ? c.filter((x) => x !== n) : [...c, n]));
  const go = () => {
    setTried(true);
    const items = plots.data?.items.filter((p) => chosen.includes(p.unikalusNr)) ?? [];
    if (items.length === 0) return;
    const state: ChosenPlots = { sklypai: items.map((p) => ({ unikalusNr: p.unikalusNr, kadastroNr: p.kadastroNr })) };
    navigate(orderPath(service, NEW_ORDER), { state });
  };
  return (
    <Page title={t('plots.title')} intro={t('plots.intro')}>
      {plots.error && <Alert severity="error">{t('list.failed')}</Alert>}
      {plots.data && plots.data.items.length === 0 && <Alert severity="info">{t('plots.empty')}</Alert>}
      {plots.data && plots.data.items.length > 0 && (
        <>
          <Table size="small">
            <caption style={{ captionSide: 'top', textAlign: 'left', padding: '0 0 8px' }}>{t('plots.caption')}</caption>
            <TableHead>
              <TableRow>
                <TableCell padding="checkbox" />
                <TableCell>{t('plots.unique')}</TableCell>
                <TableCell>{t('plots.cadastral')}</TableCell>
                <TableCell>{t('plots.address')}</TableCell>
                <TableCell>{t('plots.area')}</TableCell>
                <TableCell>{t('plots.purpose')}</TableCell>
                <TableCell>{t('plots.share')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {plots.data.items.map((p) => (
                <TableRow key={p.unikalusNr} hover selected={chosen.includes(p.unikalusNr)}>
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={chosen.includes(p.unikalusNr)}
                      onChange={() => toggle(p.unikalusNr)}
                      slotProps={{ input: { 'aria-label': t('plots.choose', { number: p.kadastroNr }) } }}
                    />
                  </TableCell>
                  <TableCell>{p.unikalusNr}</TableCell>
                  <TableCell>{p.kadastroNr}</TableCell>
                  <TableCell>
                    {p.adresas}, {p.savivaldybe}
                  </TableCell>
                  <TableCell>{p.plotasHa}</TableCell>
                  <TableCell>{t(`plots.purposes.${p.paskirtis}`)}</TableCell>
                  <TableCell>{p.dalis}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {tried && chosen.length === 0 && (
            <Typography role="alert" color="error" sx={{ mt: 2 }}>
              {t('plots.noneChosen')}
            </Typography>
          )}
          <Button variant="contained" sx={{ mt: 2 }} onClick={go}>
            {t('plots.continue')}
          </Button>
        </>
      )}
    </Page>
  );
}
