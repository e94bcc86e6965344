/**
 * One search tab (juridinis, fizinis, turtas, kodas): the criteria form, then the server's
 * page of results. Criteria, page and sort live in the URL; the browser checks the criteria
 * with the server's own rules (src/domain/search/criteria.ts) before asking.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { mutate } from 'swr';
import { checkCriteria, type SearchCriteria } from '../../../domain/search/criteria';
import { seesHistory, type SearchKind } from '../../../domain/search/scopes';
import { isRole } from '../../../domain/access/roles';
import { notify } from '../../../lib/notify';
import { useSession } from '../../../lib/use-session';
import { saveCriteria, savedSearchesKey } from '../api/mine';
import { useSearchResults } from '../api/search';
import { criteriaOf, queryOf, type CriteriaField } from '../criteria-url';
import { CriteriaFields } from './criteria-fields';
import { EntryDialog } from './entry-dialog';
import { ResultsTable } from './results-table';

export function SearchTab({ kind, face }: { kind: SearchKind; face: 'workplace' | 'portal' }) {
  const { t } = useTranslation(['search', 'common']);
  const roles = (useSession()?.user.roles ?? []).filter(isRole);
  const [search, setSearch] = useSearchParams();
  const [form, setForm] = useState<SearchCriteria>(() => criteriaOf(search, kind));
  const [problem, setProblem] = useState<string | null>(null);
  const [savedName, setSavedName] = useState('');
  const [opened, setOpened] = useState<number | null>(null);
  // a link with criteria the server would refuse asks nothing: it says why instead
  const linked = criteriaOf(search, kind);
  const linkedCheck = Object.keys(linked).length > 0 ? checkCriteria(kind, linked) : null;
  const query = linkedCheck?.ok ? queryOf(search, kind) : null;
  const shownProblem = problem ?? (linkedCheck && !linkedCheck.ok ? linkedCheck.messageKey : null);
  const { data, error } = useSearchResults(kind, query);
  const history = search.get('history') === '1';

  const update = (changes: Record<string, string | null>) =>
    setSearch((prev) => {
      const next = new URLSearchParams(prev);
      for (const [name, value] of Object.entries(changes)) {
        if (value === null || value === '') next.delete(name);
        else next.set(name, value);
      }
      return next;
    });

  const submit = () => {
    const checked = checkCriteria(kind, form);
    if (!checked.ok) return setProblem(checked.messageKey);
    setProblem(null);
    const fields: Record<string, string | null> = { page: null };
    for (const field of ['code', 'name', 'birthDate', 'identifier', 'number', 'purpose'] as const) fields[field] = form[field]?.trim() || null;
    update(fields);
  };

  const save = async () => {
    await saveCriteria({ name: savedName.trim(), kind, criteria: criteriaOf(search, kind) });
    setSavedName('');
    await mutate(savedSearchesKey);
    notify.success(t('mine.saved_done'));
  };

  return (
    <Box>
      <Stack
        component="form"
        role="search"
        aria-label={t(`tab.${kind}`)}
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ mb: 2, alignItems: { md: 'flex-start' } }}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        noValidate
      >
        <CriteriaFields kind={kind} value={form} onChange={(field: CriteriaField, value) => setForm((f) => ({ ...f, [field]: value }))} />
        {face === 'workplace' && seesHistory(roles) && (
          <FormControlLabel
            control={<Checkbox checked={history} onChange={(e) => update({ history: e.target.checked ? '1' : null, page: null })} />}
            label={t('field.history')}
          />
        )}
        <Button type="submit" variant="contained">
          {t('action.search')}
        </Button>
      </Stack>
      {shownProblem && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t(shownProblem, { ns: 'common' })}
        </Alert>
      )}
      {error && !shownProblem && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error instanceof Error ? error.message : String(error)}
        </Alert>
      )}
      {data && query && (
        <>
          <ResultsTable
            data={data}
            onSort={(sort, dir) => update({ sort, dir, page: null })}
            onPage={(page, pageSize) => update({ page: String(page), pageSize: String(pageSize) })}
            onOpen={face === 'workplace' ? setOpened : undefined}
          />
          <Stack
            component="form"
            direction="row"
            spacing={2}
            sx={{ mt: 2 }}
            onSubmit={(event) => {
              event.preventDefault();
              if (savedName.trim()) void save();
            }}
          >
            <TextField size="small" label={t('field.savedName')} value={savedName} onChange={(e) => setSavedName(e.target.value)} />
            <Button type="submit" variant="outlined" disabled={!savedName.trim()}>
              {t('action.save')}
            </Button>
          </Stack>
        </>
      )}
      {face === 'workplace' && <EntryDialog id={opened} onClose={() => setOpened(null)} />}
    </Box>
  );
}
