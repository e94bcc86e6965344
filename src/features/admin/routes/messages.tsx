/**
 * /admin/zinute — publish a message to all workplace users, one role or one user, for a
 * period: it appears under the bell and on /zinutes while valid. Published messages are
 * listed (server-paged) and can be withdrawn; the server audits both.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../lib/ui/page';
import { ALL_ROLES, type Role } from '../../../domain/access/roles';
import { MESSAGE_AUDIENCES } from '../../../domain/contracts/admin';
import { call } from '../../../lib/api/call';
import { listUsers } from '../../../domain/contracts/acl';
import { notify } from '../../../lib/notify';
import { ROLE_NAMES } from '../../../lib/role-names';
import { publish, useMessages, withdraw, type Message, type NewMessage } from '../api/settings';
import { instantOf, localOf, shownOf } from '../components/period';
import type { Period } from '../components/period-fields';
import { TextWithPeriodForm } from '../components/text-with-period-form';
import { Pager } from '../../../lib/ui/pager';
import { SelectField } from '../../../lib/ui/select-field';

type Audience = (typeof MESSAGE_AUDIENCES)[number];

const PAGE_SIZE = 10;

export function Component() {
  const { t } = useTranslation('admin');
  const [page, setPage] = useState(0);
  const { data, error, mutate } = useMessages(page + 1, PAGE_SIZE);
  const [text, setText] = useState('');
  const [audience, setAudience] = useState<Audience>('all');
  const [role, setRole] = useState<Role>('DT_notaras');
  const [username, setUsername] = useState('');
  const [period, setPeriod] = useState<Period>(() => ({ from: localOf(new Date().toISOString()), to: '' }));
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  /** The user the administrator named, by exact username (the server finds them). */
  const userIdOf = async (name: string) => (await call(listUsers, { query: { username: name, limit: 1 } })).items[0]?.id;

  const send = async () => {
    setProblem(null);
    const from = instantOf(period.from);
    if (!from) return setProblem(t('period.fromRequired'));
    const body: NewMessage = { text: text.trim(), audience, valid_from: from, valid_to: instantOf(period.to) };
    setBusy(true);
    try {
      if (audience === 'role') body.role = role;
      if (audience === 'user') {
        const id = await userIdOf(username.trim());
        if (id === undefined) return setProblem(t('messages.noSuchUser', { username: username.trim() }));
        body.user_id = id;
      }
      await publish(body);
      await mutate();
      setText('');
      notify.success(t('messages.published'));
    } catch {
      // the API client has shown why
    } finally {
      setBusy(false);
    }
  };

  const recipient = (m: Message) =>
    m.audience === 'role' ? (ROLE_NAMES[m.role as Role] ?? m.role) : m.audience === 'user' ? m.user?.username : t('messages.audience.all');

  return (
    <Page title={t('section.zinute')} intro={t('messages.intro')}>
      <Stack spacing={3}>
        <TextWithPeriodForm
          headingId="nauja-zinute"
          heading={t('messages.new')}
          textLabel={t('messages.text')}
          submitLabel={t('messages.publish')}
          text={text}
          onText={setText}
          period={period}
          onPeriod={setPeriod}
          fromRequired
          busy={busy}
          problem={problem}
          onSubmit={() => void send()}
        >
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <SelectField
              label={t('messages.recipients')}
              value={audience}
              onChange={setAudience}
              options={MESSAGE_AUDIENCES.map((a) => [a, t(`messages.audience.${a}`)] as const)}
              sx={{ minWidth: 220 }}
            />
            {audience === 'role' && (
              <SelectField
                label={t('messages.role')}
                value={role}
                onChange={setRole}
                options={ALL_ROLES.map((r) => [r, ROLE_NAMES[r]] as const)}
                sx={{ minWidth: 320 }}
              />
            )}
            {audience === 'user' && <TextField label={t('messages.username')} required value={username} onChange={(e) => setUsername(e.target.value)} />}
          </Stack>
        </TextWithPeriodForm>
        {error && <Alert severity="error">{t('loadFailed')}</Alert>}
        {data && (
          <Paper variant="outlined">
            <Table size="small" aria-label={t('messages.list')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('messages.text')}</TableCell>
                  <TableCell>{t('messages.recipients')}</TableCell>
                  <TableCell>{t('period.from')}</TableCell>
                  <TableCell>{t('period.to')}</TableCell>
                  <TableCell>{t('messages.state')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.items.map((m) => (
                  <TableRow key={m.id}>
                    <TableCell>{m.text}</TableCell>
                    <TableCell>{recipient(m)}</TableCell>
                    <TableCell>{shownOf(m.valid_from)}</TableCell>
                    <TableCell>{shownOf(m.valid_to)}</TableCell>
                    <TableCell>
                      {m.withdrawn_at ? (
                        t('messages.withdrawn', { at: shownOf(m.withdrawn_at) })
                      ) : (
                        <Button
                          size="small"
                          disabled={busy}
                          onClick={async () => {
                            try {
                              await withdraw(m.id);
                              await mutate();
                              notify.success(t('messages.withdrawnNow'));
                            } catch {
                              // the API client has shown why
                            }
                          }}
                        >
                          {t('messages.withdraw')}
                        </Button>
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <Pager total={data.total} page={page + 1} pageSize={PAGE_SIZE} onPage={(next) => setPage(next - 1)} />
          </Paper>
        )}
      </Stack>
    </Page>
  );
}
