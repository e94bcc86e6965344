/** A user's open sessions in the user dialog, each with "end", and "end all". */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify';
import { endSessions, useUserSessions } from '../api/users';
import { shownOf } from './period';

export function UserSessions({ userId }: { userId: number }) {
  const { t } = useTranslation('admin');
  const { data, mutate } = useUserSessions(userId);
  const end = async (sessionId?: number) => {
    try {
      const { ended } = await endSessions(userId, sessionId);
      await mutate();
      notify.success(t('sessions.ended', { count: ended }));
    } catch {
      // the API client has shown why
    }
  };
  return (
    <Box component="section" aria-labelledby="naudotojo-sesijos" sx={{ mt: 3 }}>
      <Typography id="naudotojo-sesijos" variant="h3" sx={{ mb: 1 }}>
        {t('sessions.title')}
      </Typography>
      {data && data.length === 0 && <Typography color="text.secondary">{t('sessions.none')}</Typography>}
      {data && data.length > 0 && (
        <>
          <Table size="small" aria-labelledby="naudotojo-sesijos">
            <TableHead>
              <TableRow>
                <TableCell>{t('sessions.started')}</TableCell>
                <TableCell>{t('sessions.lastActivity')}</TableCell>
                <TableCell>{t('sessions.method')}</TableCell>
                <TableCell>{t('sessions.address')}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {data.map((s) => (
                <TableRow key={s.id}>
                  <TableCell>{shownOf(s.created_at)}</TableCell>
                  <TableCell>{shownOf(s.last_activity_at)}</TableCell>
                  <TableCell>{t(`sessions.face.${s.face}`)}</TableCell>
                  <TableCell>{s.ip ?? '–'}</TableCell>
                  <TableCell>
                    <Button size="small" onClick={() => void end(s.id)}>
                      {t('sessions.end')}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Button sx={{ mt: 1 }} onClick={() => void end()}>
            {t('sessions.endAll')}
          </Button>
        </>
      )}
    </Box>
  );
}
