/** registruoti: a registrar or the customer centre searches on behalf of a named requester, with a purpose (POST /api/search/registruoti). */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { checkCriteria, type SearchCriteria } from '../../../domain/search/criteria';
import { SEARCH_KINDS, type SearchKind } from '../../../domain/search/scopes';
import { useSearchPurposeOptions } from '../../../lib/search-purposes';
import { registerSearchFor, type SearchPageView } from '../api/search';
import { CriteriaFields } from './criteria-fields';
import { EntryDialog } from './entry-dialog';
import { ResultsTable } from './results-table';

export function RegisterTab() {
  const { t } = useTranslation(['search', 'common']);
  const [kind, setKind] = useState<SearchKind>('juridinis');
  const [criteria, setCriteria] = useState<SearchCriteria>({});
  const purposes = useSearchPurposeOptions();
  const [purpose, setPurpose] = useState('');
  const [requesterName, setRequesterName] = useState('');
  const [requesterCode, setRequesterCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<SearchPageView | null>(null);
  const [opened, setOpened] = useState<number | null>(null);

  const run = async (page = 1, pageSize = 20, sort?: string, dir?: 'asc' | 'desc') => {
    const checked = checkCriteria(kind, { ...criteria, purpose });
    if (!checked.ok) return setProblem(checked.messageKey);
    if (!purpose) return setProblem('errors.search_purpose_required');
    setProblem(null);
    const { purpose: _ignored, ...rest } = criteria;
    setResult(
      await registerSearchFor({
        kind,
        criteria: rest,
        purpose,
        requesterName: requesterName.trim(),
        ...(requesterCode.trim() ? { requesterCode: requesterCode.trim() } : {}),
        page,
        pageSize,
        dir: dir ?? 'desc',
        ...(sort ? { sort } : {}),
      }),
    );
  };

  return (
    <>
      <Stack
        component="form"
        aria-label={t('tab.registruoti')}
        spacing={2}
        sx={{ mb: 2, maxWidth: 640 }}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void run();
        }}
      >
        <TextField required size="small" label={t('field.requesterName')} value={requesterName} onChange={(e) => setRequesterName(e.target.value)} />
        <TextField size="small" label={t('field.requesterCode')} value={requesterCode} onChange={(e) => setRequesterCode(e.target.value)} />
        <TextField select required size="small" label={t('field.purpose')} value={purpose} onChange={(e) => setPurpose(e.target.value)}>
          {purposes.map((p) => (
            <MenuItem key={p.code} value={p.code}>
              {p.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('field.kind')}
          value={kind}
          onChange={(e) => {
            setKind(e.target.value as SearchKind);
            setCriteria({});
          }}
        >
          {SEARCH_KINDS.map((k) => (
            <MenuItem key={k} value={k}>
              {t(`tab.${k}`)}
            </MenuItem>
          ))}
        </TextField>
        <CriteriaFields kind={kind} value={criteria} withPurpose={false} onChange={(field, value) => setCriteria((c) => ({ ...c, [field]: value }))} />
        <Button type="submit" variant="contained" disabled={!requesterName.trim()}>
          {t('action.register')}
        </Button>
      </Stack>
      {problem && <Alert severity="warning">{t(problem, { ns: 'common' })}</Alert>}
      {result && (
        <ResultsTable
          data={result}
          onSort={(sort, dir) => void run(1, result.pageSize, sort, dir)}
          onPage={(page, pageSize) => void run(page, pageSize, result.sort, result.dir)}
          onOpen={setOpened}
        />
      )}
      <EntryDialog id={opened} onClose={() => setOpened(null)} />
    </>
  );
}
