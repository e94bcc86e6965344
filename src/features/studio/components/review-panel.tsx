/**
 * The review of a version: its diff against the published version (review/text-diff.ts),
 * the comments so far, and approve / return with a comment / publish as the server allows.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify';
import { approveVersion, publishVersion, returnVersion, type StudioVersion } from '../api/studio-version';
import { useVersionWrite } from '../api/use-version-write';
import { diffTypeFiles } from '../review/text-diff';

export function ReviewPanel({ version, published }: { version: StudioVersion; published: StudioVersion | undefined }) {
  const { t } = useTranslation('studio');
  const [comment, setComment] = useState('');
  const ref = { id: version.id, version: version.version };
  const { busy, write } = useVersionWrite(ref);
  const diff = diffTypeFiles(published?.files, version.files);
  const can = (action: string) => version.allowedActions.includes(action as never);

  const act = async (run: () => Promise<unknown>) => {
    if (await write(run, t('studio.review.done'))) setComment('');
  };

  return (
    <Box>
      <Typography sx={{ mb: 2 }}>{published ? t('studio.review.against', { version: published.version }) : t('studio.review.againstNothing')}</Typography>
      {diff.map((part) => (
        <Box key={part.part} component="section" aria-labelledby={`diff-${part.part}`} sx={{ mb: 2 }}>
          <Typography id={`diff-${part.part}`} component="h2" variant="h6">
            {t(`studio.review.parts.${part.part}`)}
          </Typography>
          {!part.changed ? (
            <Typography color="text.secondary">{t('studio.review.unchanged')}</Typography>
          ) : (
            <Box component="pre" sx={{ m: 0, p: 1, maxHeight: '24rem', overflow: 'auto', border: 1, borderColor: 'divider', fontSize: '0.8rem' }} tabIndex={0}>
              {part.lines.map((line, i) =>
                line.kind === 'same' ? (
                  <div key={i}>{`  ${line.text}`}</div>
                ) : line.kind === 'added' ? (
                  <ins
                    key={i}
                    title={t('studio.review.added')}
                    style={{ display: 'block', background: '#e6f4ea', textDecoration: 'none' }}
                  >{`+ ${line.text}`}</ins>
                ) : (
                  <del
                    key={i}
                    title={t('studio.review.removed')}
                    style={{ display: 'block', background: '#fce8e6', textDecoration: 'none' }}
                  >{`- ${line.text}`}</del>
                ),
              )}
            </Box>
          )}
        </Box>
      ))}
      <Typography id="studio-comments" component="h2" variant="h6">
        {t('studio.review.comments')}
      </Typography>
      {version.comments.length === 0 ? (
        <Typography color="text.secondary">{t('studio.review.noComments')}</Typography>
      ) : (
        <List dense aria-labelledby="studio-comments">
          {version.comments.map((c, i) => (
            <ListItem key={i}>{`${t(`studio.review.commentKind.${c.kind}`)} — ${c.author.name}: ${c.text}`}</ListItem>
          ))}
        </List>
      )}
      {(can('approve') || can('return')) && (
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mt: 2, alignItems: { md: 'center' } }}>
          <TextField size="small" label={t('studio.review.comment')} value={comment} onChange={(e) => setComment(e.target.value)} sx={{ minWidth: '24rem' }} />
          {can('approve') && (
            <Button variant="contained" disabled={busy} onClick={() => void act(() => approveVersion(ref, comment))}>
              {t('studio.review.approve')}
            </Button>
          )}
          {can('return') && (
            <Button
              variant="outlined"
              disabled={busy}
              onClick={() => (comment.trim() ? void act(() => returnVersion(ref, comment)) : notify.error({ message: t('studio.review.returnNeedsComment') }))}
            >
              {t('studio.review.return')}
            </Button>
          )}
        </Stack>
      )}
      {can('publish') && (
        <Button sx={{ mt: 2 }} variant="contained" disabled={busy} onClick={() => void act(() => publishVersion(ref))}>
          {t('studio.review.publish')}
        </Button>
      )}
      {version.problems.length > 0 && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {version.problems.map((p) => `${p.file} ${p.pointer}: ${p.message}`).join('; ')}
        </Alert>
      )}
    </Box>
  );
}
