/** mano-paieskos: saved criteria (re-run, rename, delete) and the history of the user's searches (re-run). */
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { dateText } from '../../../lib/date-text';
import { useSearchPurposeName } from '../../../lib/search-purposes';
import { deleteSaved, renameSaved, useSavedSearches, useSearchHistory, type SavedSearch } from '../api/mine';
import { searchLink } from '../criteria-url';
import { Pager } from '../../../lib/ui/pager';

const criteriaText = (c: SavedSearch['criteria']) => Object.values(c).join(', ');

function SavedRow({ item, onChanged }: { item: SavedSearch; onChanged: () => Promise<unknown> }) {
  const { t } = useTranslation('search');
  const [name, setName] = useState(item.name);
  return (
    <TableRow>
      <TableCell>
        <TextField size="small" label={t('field.savedName')} value={name} onChange={(e) => setName(e.target.value)} />
      </TableCell>
      <TableCell>{t(`tab.${item.kind}`)}</TableCell>
      <TableCell>{criteriaText(item.criteria)}</TableCell>
      <TableCell>
        <Stack direction="row" spacing={1}>
          <Button
            component={RouterLink}
            to={searchLink(item.kind, item.criteria)}
            size="small"
            variant="contained"
            aria-label={`${t('action.rerun')}: ${item.name}`}
          >
            {t('action.rerun')}
          </Button>
          <Button
            size="small"
            disabled={!name.trim() || name === item.name}
            onClick={() => void renameSaved(item.id, name.trim()).then(onChanged)}
            aria-label={`${t('action.rename')}: ${item.name}`}
          >
            {t('action.rename')}
          </Button>
          <Button size="small" color="error" onClick={() => void deleteSaved(item.id).then(onChanged)} aria-label={`${t('action.delete')}: ${item.name}`}>
            {t('action.delete')}
          </Button>
        </Stack>
      </TableCell>
    </TableRow>
  );
}

export function MineTab() {
  const { t } = useTranslation('search');
  const purposeName = useSearchPurposeName();
  const saved = useSavedSearches();
  const [page, setPage] = useState(1);
  const history = useSearchHistory(page);
  return (
    <>
      <Typography variant="h6" component="h2">
        {t('mine.saved')}
      </Typography>
      {saved.data?.items.length === 0 ? (
        <Typography>{t('mine.noSaved')}</Typography>
      ) : (
        <Table size="small" aria-label={t('mine.saved')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('field.savedName')}</TableCell>
              <TableCell>{t('field.kind')}</TableCell>
              <TableCell>{t('mine.criteria')}</TableCell>
              <TableCell>{t('results.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {saved.data?.items.map((item) => (
              <SavedRow key={`${item.id}-${item.updatedAt}`} item={item} onChanged={() => saved.mutate()} />
            ))}
          </TableBody>
        </Table>
      )}
      <Typography variant="h6" component="h2" sx={{ mt: 3 }}>
        {t('mine.history')}
      </Typography>
      {history.data?.total === 0 ? (
        <Typography>{t('mine.noHistory')}</Typography>
      ) : (
        <>
          <Table size="small" aria-label={t('mine.history')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('mine.at')}</TableCell>
                <TableCell>{t('field.kind')}</TableCell>
                <TableCell>{t('mine.criteria')}</TableCell>
                <TableCell>{t('field.purpose')}</TableCell>
                <TableCell>{t('mine.requester')}</TableCell>
                <TableCell>{t('mine.results')}</TableCell>
                <TableCell>{t('results.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {history.data?.items.map((item) => (
                <TableRow key={item.id}>
                  <TableCell>{dateText(item.at)}</TableCell>
                  <TableCell>{t(`tab.${item.kind}`)}</TableCell>
                  <TableCell>{criteriaText(item.criteria)}</TableCell>
                  <TableCell>{purposeName(item.purpose)}</TableCell>
                  <TableCell>{item.requesterName}</TableCell>
                  <TableCell>{item.resultCount}</TableCell>
                  <TableCell>
                    <Button component={RouterLink} to={searchLink(item.kind, item.criteria)} size="small">
                      {t('action.rerun')}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {history.data && <Pager total={history.data.total} page={page} pageSize={20} onPage={setPage} />}
        </>
      )}
    </>
  );
}
