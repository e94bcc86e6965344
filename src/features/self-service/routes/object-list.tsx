/**
 * /paslaugos/:grupe (ikeitimai, hipotekos, sutartys) — the user's objects of one kind, one
 * list per purpose (?paskirtis=…, default: those where the user is a party), each with the
 * actions the server allows now. An unknown group goes back to the services.
 */
import Box from '@mui/material/Box';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../lib/ui/page';
import type { Purpose } from '../api';
import { ObjectTable } from '../components/object-table';
import { groupOfSegment } from '../groups';

export function Component() {
  const { t } = useTranslation('selfService');
  const { grupe } = useParams();
  const [search] = useSearchParams();
  const group = groupOfSegment(grupe);
  if (!group) return <Navigate to="/paslaugos" replace />;
  const wanted = search.get('paskirtis') as Purpose | null;
  const purpose: Purpose = wanted && group.purposes.includes(wanted) ? wanted : 'salis';
  const title = t(`groups.${group.kind}`);
  return (
    <Page title={title} intro={t(`groupIntro.${group.kind}`)}>
      <Box component="nav" aria-label={t('listLabel')} sx={{ mb: 2 }}>
        <Box component="ul" sx={{ listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: 2, m: 0, p: 0 }}>
          {group.purposes.map((p) => {
            const to = `/paslaugos/${group.segment}?paskirtis=${p}`;
            const current = p === purpose;
            return (
              <li key={p}>
                <Box
                  component={Link}
                  to={to}
                  aria-current={current ? 'page' : undefined}
                  sx={{
                    color: 'primary.dark',
                    fontWeight: current ? 700 : 400,
                    textDecoration: current ? 'none' : 'underline',
                    borderBottom: current ? 3 : 0,
                    borderColor: 'primary.main',
                    pb: 0.5,
                  }}
                >
                  {t(`purposes.${p}`)}
                </Box>
              </li>
            );
          })}
        </Box>
      </Box>
      <ObjectTable key={purpose} kind={group.kind} purpose={purpose} caption={t('table.caption', { group: title, purpose: t(`purposes.${purpose}`) })} />
    </Page>
  );
}
