/**
 * /admin/teises — users, their offices and roles: a server-paged, sorted and filtered list
 * (its query lives in the URL, so a list can be linked), a new user, and each user's
 * dialog (edit, roles, disable, new password, sessions). Users are disabled, never deleted.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { AdminSearchForm } from '../components/admin-search-form';
import { Page } from '../../../lib/ui/page';
import { ALL_ROLES, isRole, type Role } from '../../../domain/access/roles';
import { USER_SORT_KEYS } from '../../../domain/contracts/acl';
import { ROLE_NAMES } from '../../../lib/role-names';
import { useUsers, type AdminUser, type UserListQuery } from '../api/users';
import { shownOf } from '../components/period';
import { UserDialog } from '../components/user-dialog';
import { AdminTable } from '../components/admin-table';
import { FilterSelect } from '../components/filter-select';
import { urlOffsetPaging, urlSorting, useUrlQuery } from '../components/url-query';

type SortKey = (typeof USER_SORT_KEYS)[number];
const PAGE_SIZES = [10, 25, 50];

/** The list query from the URL; anything malformed falls back to the default. */
function queryOf(search: URLSearchParams): UserListQuery & { limit: number; offset: number; sort: SortKey; order: 'asc' | 'desc' } {
  const limit = Number(search.get('limit'));
  const offset = Number(search.get('offset'));
  const sort = search.get('sort');
  const role = search.get('role') ?? '';
  const state = search.get('disabled');
  return {
    limit: PAGE_SIZES.includes(limit) ? limit : 25,
    offset: Number.isInteger(offset) && offset > 0 ? offset : 0,
    sort: (USER_SORT_KEYS as readonly string[]).includes(sort ?? '') ? (sort as SortKey) : 'username',
    order: search.get('order') === 'desc' ? 'desc' : 'asc',
    ...(search.get('q') ? { q: search.get('q')!.slice(0, 100) } : {}),
    ...(isRole(role) ? { role } : {}),
    ...(state === 'true' || state === 'false' ? { disabled: state === 'true' } : {}),
  };
}

const COLUMNS: { id: SortKey | 'roles' | 'office' | 'state'; sortable: boolean }[] = [
  { id: 'username', sortable: true },
  { id: 'last_name', sortable: true },
  { id: 'first_name', sortable: true },
  { id: 'office', sortable: false },
  { id: 'roles', sortable: false },
  { id: 'last_login_at', sortable: true },
  { id: 'state', sortable: false },
];

export function Component() {
  const { t } = useTranslation('admin');
  const { search, update } = useUrlQuery('offset');
  const query = queryOf(search);
  const { data, error, mutate } = useUsers(query);
  const [text, setText] = useState(query.q ?? '');
  const [open, setOpen] = useState<AdminUser | 'new' | null>(null);

  const cell = (u: AdminUser, id: (typeof COLUMNS)[number]['id']) => {
    if (id === 'office') return u.office?.name ?? '–';
    if (id === 'roles') return u.roles.map((r) => ROLE_NAMES[r as Role] ?? r).join(', ');
    if (id === 'last_login_at') return shownOf(u.last_login_at);
    if (id === 'state') return u.disabled ? <Chip size="small" label={t('users.disabledState')} /> : t('users.active');
    return u[id];
  };

  return (
    <Page title={t('section.teises')} intro={t('users.intro')}>
      <AdminSearchForm label={t('users.search')} textLabel={t('users.searchText')} text={text} onText={setText} onSearch={(q) => update({ q })}>
        <FilterSelect
          label={t('users.role')}
          any={t('users.anyRole')}
          values={ALL_ROLES}
          value={query.role}
          text={(r) => ROLE_NAMES[r]}
          onChange={(role) => update({ role })}
          minWidth={240}
        />
        <TextField
          select
          size="small"
          label={t('users.state')}
          value={query.disabled === undefined ? '' : String(query.disabled)}
          onChange={(e) => update({ disabled: e.target.value })}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="">{t('users.anyState')}</MenuItem>
          <MenuItem value="false">{t('users.active')}</MenuItem>
          <MenuItem value="true">{t('users.disabledState')}</MenuItem>
        </TextField>
        <Button type="submit" variant="outlined">
          {t('users.find')}
        </Button>
        <Button variant="contained" onClick={() => setOpen('new')}>
          {t('users.new')}
        </Button>
      </AdminSearchForm>
      {error && <Alert severity="error">{t('loadFailed')}</Alert>}
      {data && (
        <AdminTable
          label={t('users.list')}
          columns={COLUMNS.map((c) => ({ ...c, label: t(`users.column.${c.id}`), render: (u: AdminUser) => cell(u, c.id) }))}
          rows={data.items}
          rowKey={(u) => u.id}
          open={{ text: t('users.edit'), label: (u) => t('users.editLabel', { username: u.username }), onOpen: setOpen }}
          total={data.total}
          pageSizes={PAGE_SIZES}
          {...urlOffsetPaging(query, update)}
          {...urlSorting(query.sort, query.order, update)}
        />
      )}
      {open && (
        <UserDialog
          user={open === 'new' ? null : open}
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
