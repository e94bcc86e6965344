/** The catalogue's types as a table, each with links to its document page and its wizard. */
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FIRST_STEP_ID } from '../../../domain/schema/layout';
import type { CatalogEntry as CatalogSummary } from '../../../lib/api/catalog';
import { prefetchSandbox } from '../load-sandbox';

export function CatalogTable({ types }: { types: CatalogSummary[] }) {
  // Every type's labels namespace, so the names below are translated (suspends until loaded).
  const { t, i18n } = useTranslation(['catalog', ...types.map((type) => `types/${type.id}`)]);
  // Pointing at a link starts loading the page and the type, so it opens at once.
  const prefetch = (typeId: string) => () => {
    void import('../routes/type-page');
    prefetchSandbox(typeId, i18n);
  };
  const nameOf = (type: CatalogSummary) => t(type.titleKey, { ns: `types/${type.id}` });
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label={t('catalog.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('catalog.columns.name')}</TableCell>
            <TableCell>{t('catalog.columns.family')}</TableCell>
            <TableCell>{t('catalog.columns.id')}</TableCell>
            <TableCell>{t('catalog.columns.route')}</TableCell>
            <TableCell>{t('catalog.columns.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {types.map((type) => {
            const name = nameOf(type);
            return (
              <TableRow key={type.id} hover>
                <TableCell component="th" scope="row" sx={{ fontWeight: 500 }}>
                  {name}
                </TableCell>
                <TableCell>{t(`catalog.families.${type.family}`)}</TableCell>
                <TableCell>
                  <code>{type.id}</code>
                </TableCell>
                <TableCell>
                  <code>{type.route}</code>
                </TableCell>
                <TableCell>
                  <Stack direction="row" spacing={1}>
                    <Button
                      size="small"
                      variant="outlined"
                      component={Link}
                      to={`/katalogas/${type.id}`}
                      aria-label={t('catalog.openTabsOf', { type: name })}
                      onMouseEnter={prefetch(type.id)}
                      onFocus={prefetch(type.id)}
                    >
                      {t('catalog.openTabs')}
                    </Button>
                    <Button
                      size="small"
                      variant="outlined"
                      component={Link}
                      to={`/katalogas/${type.id}/step/${FIRST_STEP_ID}`}
                      aria-label={t('catalog.openWizardOf', { type: name })}
                      onMouseEnter={prefetch(type.id)}
                      onFocus={prefetch(type.id)}
                    >
                      {t('catalog.openWizard')}
                    </Button>
                  </Stack>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
