/**
 * /studija/:typeId/:version/* — one version: the editor with its live preview
 * (`forma/{tab…|step/:step}` is the preview's own address) or, under `tvirtinimas`, the review.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useStudioTypes } from '../api/studio-types';
import { useStudioVersion } from '../api/studio-version';
import { DraftEditor } from '../components/draft-editor';
import { MigrationPanel } from '../components/migration-panel';
import { ReviewPanel } from '../components/review-panel';

export function Component() {
  const { t } = useTranslation('studio');
  const { typeId = '', version: versionText = '', '*': splat = '' } = useParams();
  const segments = splat.split('/').filter(Boolean).map(decodeURIComponent);
  const review = segments[0] === 'tvirtinimas';
  const ref = { id: typeId, version: Number(versionText) };
  const { data: version, error } = useStudioVersion(Number.isInteger(ref.version) ? ref : null);
  const { data: types } = useStudioTypes();
  const summary = types?.items.find((type) => type.id === typeId);
  const publishedVersion = summary?.publishedVersion ?? null;
  const { data: published } = useStudioVersion(
    review && publishedVersion && publishedVersion !== ref.version ? { id: typeId, version: publishedVersion } : null,
  );
  const base = `/studija/${typeId}/${versionText}`;

  if (error) return <Alert severity="error">{t('studio.loadFailed')}</Alert>;
  if (!version) return <Typography role="status">{t('studio.loading')}</Typography>;
  const title = summary?.title ?? typeId;
  return (
    <Box component="article">
      <Typography variant="h1" sx={{ mb: 1 }}>
        {t(review ? 'studio.review.heading' : 'studio.editor.heading', { type: title, version: version.version })}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t(`studio.status.${version.status}`)}</Typography>
      {review ? (
        <>
          <Button component={Link} to={base} variant="outlined" sx={{ mb: 2 }}>
            {t('studio.review.backToEditor')}
          </Button>
          <ReviewPanel version={version} published={published} />
        </>
      ) : (
        <>
          <DraftEditor key={`${version.id}/${version.version}/${version.status}`} version={version} previewSegments={segments.slice(1)} />
          <MigrationPanel key={`migration/${version.id}/${version.version}/${version.updatedAt ?? ''}`} version={version} />
        </>
      )}
    </Box>
  );
}
