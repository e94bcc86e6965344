/**
 * /zinutes (workplace, signed in): where the message bell leads — the active messages for
 * this user (zinutes of GET naudotojas) and what this version of the workplace brings
 * (spec §2.1 "release notes"). The workplace is Lithuanian only, so the release notes are
 * page content in this chunk, like the guides (src/app/README.md).
 */
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../lib/ui/page';
import { useVersion } from '../../../lib/ui/use-version';
import { useProfile } from '../api/get-profile';
import { RELEASE_NOTES } from './release-notes-content';

export function Component() {
  const { t } = useTranslation();
  const version = useVersion();
  const { data, error } = useProfile();
  const messages = data?.zinutes ?? [];
  return (
    <Page title={t('nav.messages')} intro={t('auth.messagesIntro')}>
      <Box sx={{ display: 'grid', gap: 3, maxWidth: 900 }}>
        <Paper variant="outlined" component="section" aria-labelledby="aktyvios-zinutes" sx={{ p: 3 }}>
          <Typography id="aktyvios-zinutes" variant="h2" sx={{ mb: 2 }}>
            {t('auth.activeMessages')}
          </Typography>
          {error && <Typography color="error">{t('auth.profileFailed')}</Typography>}
          {!data && !error && <Typography role="status">{t('app.loading')}</Typography>}
          {data && messages.length === 0 && <Typography color="text.secondary">{t('auth.noActiveMessages')}</Typography>}
          {messages.length > 0 && (
            <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 1 }}>
              {messages.map((message, index) => (
                <li key={index}>{message.tekstas}</li>
              ))}
            </Box>
          )}
        </Paper>
        <Paper variant="outlined" component="section" aria-labelledby="versijos-naujienos" sx={{ p: 3 }}>
          <Typography id="versijos-naujienos" variant="h2" sx={{ mb: 2 }}>
            {version ? t('auth.releaseNotesOf', { version }) : t('auth.releaseNotes')}
          </Typography>
          {RELEASE_NOTES.map((group) => (
            <Box component="section" key={group.title} aria-label={group.title} sx={{ mb: 2 }}>
              <Typography variant="h3" sx={{ mb: 1 }}>
                {group.title}
              </Typography>
              <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.5 }}>
                {group.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </Box>
            </Box>
          ))}
        </Paper>
      </Box>
    </Page>
  );
}
