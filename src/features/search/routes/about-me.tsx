/** /paieska-apie-mane in the portal: who searched the signed-in person's data, and why (GET /sav/search/about-me). */
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateText } from '../../../lib/date-text';
import { useSearchPurposeName } from '../../../lib/search-purposes';
import { useSearchesAboutMe } from '../api/mine';
import { Pager } from '../../../lib/ui/pager';

export function Component() {
  const { t } = useTranslation('search');
  const purposeName = useSearchPurposeName();
  const [page, setPage] = useState(1);
  const { data } = useSearchesAboutMe(page);
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
        {t('aboutMe.title')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('aboutMe.intro')}</Typography>
      {data?.total === 0 ? (
        <Typography>{t('aboutMe.none')}</Typography>
      ) : (
        <>
          <Table size="small" aria-label={t('aboutMe.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('aboutMe.at')}</TableCell>
                <TableCell>{t('aboutMe.searcher')}</TableCell>
                <TableCell>{t('aboutMe.organisation')}</TableCell>
                <TableCell>{t('field.kind')}</TableCell>
                <TableCell>{t('aboutMe.purpose')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data?.items.map((item, i) => (
                <TableRow key={`${item.at}-${i}`}>
                  <TableCell>{dateText(item.at)}</TableCell>
                  <TableCell>{item.searcher}</TableCell>
                  <TableCell>{item.organisation}</TableCell>
                  <TableCell>{t(`tab.${item.kind}`)}</TableCell>
                  <TableCell>{purposeName(item.purpose)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {data && <Pager total={data.total} page={page} pageSize={20} onPage={setPage} />}
        </>
      )}
    </>
  );
}
