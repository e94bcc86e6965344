/** The live check of a draft: each fixture as expected or not, then the catalogue check's problems with their paths. */
import Alert from '@mui/material/Alert';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { CatalogProblem } from '../../../domain/schema/catalog-error';
import type { FixtureResult } from '../preview/fixture-runner';

export function CheckResults({ fixtures, problems }: { fixtures: FixtureResult[]; problems: CatalogProblem[] }) {
  const { t } = useTranslation('studio');
  return (
    <section aria-labelledby="studio-check-heading">
      <Typography id="studio-fixtures-heading" component="h3" variant="h6">
        {t('studio.preview.fixtures')}
      </Typography>
      <List dense aria-labelledby="studio-fixtures-heading">
        {fixtures.map((f) => (
          <ListItem key={`${f.kind}/${f.name}`} sx={{ color: f.passed ? 'success.main' : 'error.main' }}>
            {f.passed
              ? t('studio.preview.passed', { name: f.name, kind: t(`studio.preview.${f.kind}`) })
              : t('studio.preview.failed', { name: f.name, kind: t(`studio.preview.${f.kind}`), message: f.message })}
          </ListItem>
        ))}
      </List>
      <Typography id="studio-check-heading" component="h3" variant="h6">
        {t('studio.preview.problems')}
      </Typography>
      {problems.length === 0 ? (
        <Alert severity="success">{t('studio.preview.noProblems')}</Alert>
      ) : (
        <List dense aria-labelledby="studio-check-heading">
          {problems.map((p, i) => (
            <ListItem key={i} sx={{ color: 'error.main' }}>
              {t('studio.preview.problem', { file: p.file, pointer: p.pointer || '/', message: p.message })}
            </ListItem>
          ))}
        </List>
      )}
    </section>
  );
}
