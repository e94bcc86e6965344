/** The studio's catalogue: each type with its versions (links to each, by status) and a new version of it. */
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { createDraft, type StudioTypeSummary } from '../api/studio-types';
import { RowActionCell } from '../../../lib/ui/row-action-cell';

export function StudioTypesTable({ types }: { types: StudioTypeSummary[] }) {
  const { t } = useTranslation('studio');
  const navigate = useNavigate();
  const newVersion = async (type: StudioTypeSummary) => {
    if (type.publishedVersion === null) return;
    // A refusal: the API client's snackbar says why.
    const created = await createDraft({ from: { id: type.id, version: type.publishedVersion } }).catch(() => null);
    if (created) await navigate(`/studija/${created.id}/${created.version}`);
  };
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label={t('studio.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('studio.columns.name')}</TableCell>
            <TableCell>{t('studio.columns.id')}</TableCell>
            <TableCell>{t('studio.columns.family')}</TableCell>
            <TableCell>{t('studio.columns.versions')}</TableCell>
            <TableCell>{t('studio.columns.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {types.map((type) => (
            <TableRow key={type.id}>
              <TableCell component="th" scope="row">
                {type.title}
              </TableCell>
              <TableCell>
                <code>{type.id}</code>
              </TableCell>
              <TableCell>{t(`studio.families.${type.family}`, { defaultValue: type.family })}</TableCell>
              <TableCell>
                <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
                  {type.versions.map((v) => (
                    <Link key={v.version} to={`/studija/${type.id}/${v.version}`}>
                      {t('studio.versionLink', { version: v.version, status: t(`studio.status.${v.status}`) })}
                    </Link>
                  ))}
                </Stack>
              </TableCell>
              <RowActionCell
                shown={type.publishedVersion !== null}
                variant="outlined"
                label={t('studio.newVersion')}
                ariaLabel={t('studio.newVersionOf', { type: type.title })}
                onClick={() => void newVersion(type)}
              />
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
