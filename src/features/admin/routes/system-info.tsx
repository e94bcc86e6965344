/**
 * /admin/sistema-info — the system-information banner: the texts with their validity, the
 * newest active one valid now is the one users see above every page. Add a text; switch one
 * on or off. Every change is audited by the server.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../lib/ui/page';
import { addBanner, changeBanner, useBanners } from '../api/settings';
import { instantOf, shownOf } from '../components/period';
import type { Period } from '../components/period-fields';
import { TextWithPeriodForm } from '../components/text-with-period-form';
import { useAdminWrite } from '../components/use-admin-write';

export function Component() {
  const { t } = useTranslation('admin');
  const { data, error, mutate } = useBanners();
  const [text, setText] = useState('');
  const [period, setPeriod] = useState<Period>({ from: '', to: '' });
  const { busy, run } = useAdminWrite(mutate);

  const add = async () => {
    const ok = await run(
      () => addBanner({ text: text.trim(), active: true, valid_from: instantOf(period.from), valid_to: instantOf(period.to) }),
      t('banner.added'),
    );
    if (ok) {
      setText('');
      setPeriod({ from: '', to: '' });
    }
  };

  return (
    <Page title={t('section.sistema-info')} intro={t('banner.intro')}>
      <Stack spacing={3}>
        <TextWithPeriodForm
          headingId="naujas-pranesimas"
          heading={t('banner.new')}
          textLabel={t('banner.text')}
          submitLabel={t('banner.add')}
          text={text}
          onText={setText}
          period={period}
          onPeriod={setPeriod}
          busy={busy}
          onSubmit={() => void add()}
        />
        {error && <Alert severity="error">{t('loadFailed')}</Alert>}
        {data && (
          <Table size="small" aria-label={t('banner.list')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('banner.text')}</TableCell>
                <TableCell>{t('period.from')}</TableCell>
                <TableCell>{t('period.to')}</TableCell>
                <TableCell>{t('banner.active')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.items.map((b) => (
                <TableRow key={b.id}>
                  <TableCell>{b.text}</TableCell>
                  <TableCell>{shownOf(b.valid_from)}</TableCell>
                  <TableCell>{shownOf(b.valid_to)}</TableCell>
                  <TableCell>
                    <FormControlLabel
                      control={
                        <Switch
                          checked={b.active}
                          disabled={busy}
                          onChange={(e) => void run(() => changeBanner(b.id, { active: e.target.checked }), t('banner.changed'))}
                        />
                      }
                      label={b.active ? t('yes') : t('no')}
                    />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Stack>
    </Page>
  );
}
