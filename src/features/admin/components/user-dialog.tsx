/**
 * Create or edit a user (teises): names, e-mail, office, roles (only the registry's roles,
 * each chosen on purpose), disabled, and a new password (a reset). The server checks
 * everything again; its field errors are shown by the API client.
 */
import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { ALL_ROLES, type Role } from '../../../domain/access/roles';
import { ROLE_NAMES } from '../../../lib/role-names';
import { saveNewUser, saveUser, useOffices, type AdminUser, type UserChange } from '../api/users';
import { AdminFormDialog, useAdminDialog, type AdminDialogHost } from './admin-form-dialog';
import { UserSessions } from './user-sessions';

interface Draft {
  username: string;
  first_name: string;
  last_name: string;
  email: string;
  office_id: string;
  roles: Role[];
  disabled: boolean;
  password: string;
}

const draftOf = (user: AdminUser | null): Draft => ({
  username: user?.username ?? '',
  first_name: user?.first_name ?? '',
  last_name: user?.last_name ?? '',
  email: user?.email ?? '',
  office_id: user?.office ? String(user.office.id) : '',
  roles: (user?.roles ?? []).filter((r): r is Role => (ALL_ROLES as readonly string[]).includes(r)),
  disabled: user?.disabled ?? false,
  password: '',
});

export function UserDialog({ user, ...host }: { user: AdminUser | null } & AdminDialogHost) {
  const { t } = useTranslation('admin');
  const { data: offices } = useOffices();
  const [draft, setDraft] = useState(() => draftOf(user));
  const dialog = useAdminDialog(host);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const complete = draft.username.trim() !== '' && draft.first_name.trim() !== '' && draft.last_name.trim() !== '' && draft.roles.length > 0;

  const save = async () => {
    const fields: UserChange = {
      first_name: draft.first_name.trim(),
      last_name: draft.last_name.trim(),
      email: draft.email.trim() || null,
      office_id: draft.office_id ? Number(draft.office_id) : null,
      roles: draft.roles,
      ...(draft.password ? { password: draft.password } : {}),
    };
    const write = () =>
      user
        ? saveUser(user.id, { ...fields, disabled: draft.disabled })
        : saveNewUser({
            ...fields,
            username: draft.username.trim(),
            first_name: draft.first_name.trim(),
            last_name: draft.last_name.trim(),
            roles: draft.roles,
          });
    await dialog.write(write, user ? t('users.saved') : t('users.created'));
  };

  return (
    <AdminFormDialog
      id="naudotojo-forma"
      title={user ? t('users.editTitle', { username: user.username }) : t('users.newTitle')}
      maxWidth="md"
      dialog={dialog}
      save={complete && !(draft.password !== '' && draft.password.length < 12) ? () => void save() : null}
      after={user && <UserSessions userId={user.id} />}
    >
      <TextField label={t('users.username')} required disabled={user !== null} value={draft.username} onChange={(e) => set('username', e.target.value)} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField label={t('users.firstName')} required fullWidth value={draft.first_name} onChange={(e) => set('first_name', e.target.value)} />
        <TextField label={t('users.lastName')} required fullWidth value={draft.last_name} onChange={(e) => set('last_name', e.target.value)} />
      </Stack>
      <TextField label={t('users.email')} type="email" value={draft.email} onChange={(e) => set('email', e.target.value)} />
      <TextField select label={t('users.office')} value={draft.office_id} onChange={(e) => set('office_id', e.target.value)}>
        <MenuItem value="">{t('users.noOffice')}</MenuItem>
        {(offices ?? []).map((o) => (
          <MenuItem key={o.id} value={String(o.id)}>
            {o.name}
          </MenuItem>
        ))}
      </TextField>
      <Autocomplete
        multiple
        options={ALL_ROLES}
        value={draft.roles}
        onChange={(_, roles) => set('roles', roles)}
        getOptionLabel={(r) => `${ROLE_NAMES[r]} (${r})`}
        renderInput={(params) => <TextField {...params} label={t('users.roles')} required={draft.roles.length === 0} helperText={t('users.rolesHelp')} />}
      />
      <TextField
        label={user ? t('users.newPassword') : t('users.password')}
        type="password"
        autoComplete="new-password"
        value={draft.password}
        onChange={(e) => set('password', e.target.value)}
        helperText={t('users.passwordHelp')}
        error={draft.password !== '' && draft.password.length < 12}
      />
      {user && (
        <FormControlLabel control={<Switch checked={draft.disabled} onChange={(e) => set('disabled', e.target.checked)} />} label={t('users.disabled')} />
      )}
    </AdminFormDialog>
  );
}
