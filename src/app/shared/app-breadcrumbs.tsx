/**
 * Breadcrumbs from the matched routes' `handle.crumb` translation keys (route-handle.ts).
 * The last crumb is the current page and is not a link. Plain nav > ol markup (the WAI
 * breadcrumb pattern) rather than MUI Breadcrumbs, which would pull ButtonBase into the
 * first page load for its collapse button we never use. `before` puts another site's crumbs
 * (the central self-service site's, in the portal) ahead of ours, as plain links.
 */
import Box from '@mui/material/Box';
import { useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import { handleOf } from '../../lib/routing/route-handle';
import { AppLink } from '../../lib/ui/app-link';

export function AppBreadcrumbs({ before = [] }: { before?: readonly { text: string; href: string }[] }) {
  const { t } = useTranslation();
  const crumbs = useMatches()
    .map((match) => ({ key: handleOf(match)?.crumb, pathname: match.pathname, id: match.id }))
    .filter((c): c is { key: string; pathname: string; id: string } => Boolean(c.key));
  if (crumbs.length === 0 && before.length === 0) return null;
  return (
    <Box component="nav" aria-label={t('app.breadcrumbs')} sx={{ mb: 2 }}>
      <Box
        component="ol"
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          listStyle: 'none',
          m: 0,
          p: 0,
          color: 'text.secondary',
          '& li + li::before': { content: '"/"', px: 1, color: 'text.secondary' },
        }}
      >
        {before.map((crumb) => (
          <li key={crumb.href}>
            <Box component="a" href={crumb.href} rel="noopener noreferrer" sx={{ color: 'primary.dark', textUnderlineOffset: '0.15em' }}>
              {crumb.text}
            </Box>
          </li>
        ))}
        {crumbs.map((crumb, index) => (
          <li key={crumb.id}>
            {index === crumbs.length - 1 ? (
              <Box component="span" aria-current="page" sx={{ color: 'text.primary' }}>
                {t(crumb.key)}
              </Box>
            ) : (
              <AppLink to={crumb.pathname}>{t(crumb.key)}</AppLink>
            )}
          </li>
        ))}
      </Box>
    </Box>
  );
}
