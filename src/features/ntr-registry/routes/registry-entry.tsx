/**
 * /ntr-registras/:registrasNr — an open page (spec §2.3): the public facts of an entry of the
 * real-property register (NTR) by its registry number, for anyone who has the number (e.g. from
 * a decision notice). What is public is decided by the server (api/modules/ntr-registry README):
 * number, type, status, registration time, the real-property units' unique numbers.
 */
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { Page } from '../../../lib/ui/page';
import { isApiError } from '../../../lib/api/api-error';
import { dateText } from '../../../lib/date-text';
import { FactsList, type Fact } from '../../../lib/facts-list';
import { isRegistryNumber } from '../../../domain/lifecycle/registry-number';
import { getRegistryEntry, type RegistryEntry } from '../api';

function EntryFacts({ entry }: { entry: RegistryEntry }) {
  const ns = `types/${entry.type}`;
  const { t } = useTranslation(['ntrRegistry', 'common', ns]);
  const title = t(entry.titleKey, { ns, defaultValue: entry.type });
  const facts: Fact[] = [
    [t('registryNumber'), entry.registryNumber],
    [t('type'), title],
    [t('status'), t(`common:lifecycle.statuses.${entry.status}`, { defaultValue: entry.status })],
    [t('registeredAt'), dateText(entry.registeredAt)],
    [
      t('units'),
      entry.realPropertyUnits.length ? (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {entry.realPropertyUnits.map((u) => (
            <li key={u}>{u}</li>
          ))}
        </Box>
      ) : (
        t('noUnits')
      ),
    ],
  ];
  return <FactsList label={title} facts={facts} />;
}

export function Component() {
  const { t } = useTranslation(['ntrRegistry', 'common']);
  const { registrasNr = '' } = useParams();
  // a malformed number is refused here without a round trip (the server refuses it too: 400)
  const wellFormed = isRegistryNumber(registrasNr) && registrasNr.startsWith('NTR-');
  const { data, error } = useSWR<RegistryEntry>(wellFormed ? ['ntr-registry', registrasNr] : null, () => getRegistryEntry(registrasNr), {
    revalidateOnFocus: false,
  });
  let body: ReactNode;
  if (!wellFormed || (error && isApiError(error) && error.status === 400))
    body = <Alert severity="warning">{t('common:errors.registry_number_invalid')}</Alert>;
  else if (error && isApiError(error) && error.status === 404) body = <Alert severity="warning">{t('common:errors.registry_entry_not_found')}</Alert>;
  else if (error) body = <Alert severity="error">{t('loadFailed')}</Alert>;
  else if (!data) body = <Typography role="status">{t('loading')}</Typography>;
  else body = <EntryFacts entry={data} />;
  return (
    <Page title={t('title')} intro={t('intro')}>
      {body}
    </Page>
  );
}
