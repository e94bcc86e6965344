/**
 * /admin/klasifikatoriai — the classifiers (code lists the schemas use) and their values: a
 * server-paged, sorted and filtered list per classifier (its query in the URL), a new value,
 * and each value's dialog (names, retire, valid again). Values are retired, never deleted.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { AdminSearchForm } from '../components/admin-search-form';
import { CLASSIFIERS, isClassifier, type ClassifierCode } from '../../../domain/classifiers/classifiers';
import { CLASSIFIER_VALUE_SORT_KEYS, CLASSIFIER_VALUE_STATES } from '../../../domain/contracts/classifiers';
import { Page } from '../../../lib/ui/page';
import { SelectField } from '../../../lib/ui/select-field';
import { useClassifiers, useClassifierValues, type ClassifierValue, type ClassifierValueQuery } from '../api/classifiers';
import { ClassifierValueDialog } from '../components/classifier-value-dialog';
import { shownOf } from '../components/period';
import { AdminTable } from '../components/admin-table';
import { urlPaging, urlSorting, useUrlQuery } from '../components/url-query';

type SortKey = (typeof CLASSIFIER_VALUE_SORT_KEYS)[number];
type State = (typeof CLASSIFIER_VALUE_STATES)[number];
const PAGE_SIZES = [10, 25, 50];

/** The classifier and list query from the URL; anything malformed falls back to the default. */
function queryOf(search: URLSearchParams): {
  classifier: ClassifierCode;
  query: Required<Pick<ClassifierValueQuery, 'page' | 'pageSize' | 'sort' | 'order' | 'state'>> & { q?: string };
} {
  const k = search.get('k') ?? '';
  const pageSize = Number(search.get('pageSize'));
  const page = Number(search.get('page'));
  const sort = search.get('sort') ?? '';
  const state = search.get('state') ?? '';
  return {
    classifier: isClassifier(k) ? k : CLASSIFIERS[0],
    query: {
      page: Number.isInteger(page) && page > 0 ? page : 1,
      pageSize: PAGE_SIZES.includes(pageSize) ? pageSize : 25,
      sort: (CLASSIFIER_VALUE_SORT_KEYS as readonly string[]).includes(sort) ? (sort as SortKey) : 'code',
      order: search.get('order') === 'desc' ? 'desc' : 'asc',
      state: (CLASSIFIER_VALUE_STATES as readonly string[]).includes(state) ? (state as State) : 'all',
      ...(search.get('q') ? { q: search.get('q')!.slice(0, 100) } : {}),
    },
  };
}

const COLUMNS: readonly { id: SortKey | 'state'; sortable: boolean }[] = [
  { id: 'code', sortable: true },
  { id: 'name_lt', sortable: true },
  { id: 'name_en', sortable: true },
  { id: 'valid_from', sortable: true },
  { id: 'valid_to', sortable: true },
  { id: 'state', sortable: false },
];

export function Component() {
  const { t } = useTranslation('admin');
  const { search, update } = useUrlQuery();
  const { classifier, query } = queryOf(search);
  const { data: classifiers } = useClassifiers();
  const { data, error, mutate } = useClassifierValues(classifier, query);
  const [text, setText] = useState(query.q ?? '');
  const [open, setOpen] = useState<ClassifierValue | 'new' | null>(null);

  const countOf = (code: ClassifierCode) => classifiers?.items.find((c) => c.code === code);
  const cell = (v: ClassifierValue, id: SortKey | 'state') => {
    if (id === 'state') return v.current ? t('classifiers.states.current') : <Chip size="small" label={t('classifiers.notValid')} />;
    return id === 'valid_from' || id === 'valid_to' ? shownOf(v[id]) : v[id];
  };

  return (
    <Page title={t('section.klasifikatoriai')} intro={t('classifiers.intro')}>
      <Tabs
        value={classifier}
        onChange={(_, k: string) => update({ k, q: null, state: null, sort: null, order: null })}
        aria-label={t('classifiers.list')}
        sx={{ mb: 2 }}
        variant="scrollable"
      >
        {CLASSIFIERS.map((code) => (
          <Tab
            key={code}
            value={code}
            label={countOf(code) ? t('classifiers.tab', { name: t(`classifiers.name.${code}`), count: countOf(code)!.current }) : t(`classifiers.name.${code}`)}
          />
        ))}
      </Tabs>
      <AdminSearchForm label={t('classifiers.search')} textLabel={t('classifiers.searchText')} text={text} onText={setText} onSearch={(q) => update({ q })}>
        <SelectField
          size="small"
          label={t('classifiers.state')}
          value={query.state}
          onChange={(state) => update({ state })}
          options={CLASSIFIER_VALUE_STATES.map((s) => [s, t(`classifiers.states.${s}`)] as const)}
          sx={{ minWidth: 200 }}
        />
        <Button type="submit" variant="outlined">
          {t('classifiers.find')}
        </Button>
        <Button variant="contained" onClick={() => setOpen('new')}>
          {t('classifiers.new')}
        </Button>
      </AdminSearchForm>
      {error && <Alert severity="error">{t('loadFailed')}</Alert>}
      {data && (
        <AdminTable
          label={t('classifiers.values', { name: t(`classifiers.name.${classifier}`) })}
          columns={COLUMNS.map((c) => ({ ...c, label: t(`classifiers.column.${c.id}`), render: (v: ClassifierValue) => cell(v, c.id) }))}
          rows={data.items}
          rowKey={(v) => v.id}
          open={{ text: t('classifiers.edit'), label: (v) => t('classifiers.editLabel', { code: v.code }), onOpen: setOpen }}
          total={data.total}
          pageSizes={PAGE_SIZES}
          {...urlPaging(query, update)}
          {...urlSorting(query.sort, query.order, update)}
        />
      )}
      {open && (
        <ClassifierValueDialog
          classifier={classifier}
          value={open === 'new' ? null : open}
          onClose={() => setOpen(null)}
          onSaved={() => {
            setOpen(null);
            void mutate();
          }}
        />
      )}
    </Page>
  );
}
