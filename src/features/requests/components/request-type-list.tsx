/**
 * /prasymas-naujas: the request types the notary may file, grouped as the portal's services
 * are (by the route's service: seimos-turtas, nuomos-sutartis, …), each a link to its wizard.
 */
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CatalogEntry } from '../../../lib/api/catalog';

export function RequestTypeList({ types }: { types: readonly CatalogEntry[] }) {
  const { t } = useTranslation(['requests', ...types.map((type) => `types/${type.id}`)]);
  if (types.length === 0) return <Typography>{t('new.noTypes')}</Typography>;
  return (
    <nav aria-label={t('new.chooseType')}>
      <List>
        {types.map((type) => (
          <ListItem key={type.id} disablePadding>
            <ListItemButton component={Link} to={`/prasymas-naujas/${type.id}`}>
              <ListItemText primary={t(type.titleKey, { ns: `types/${type.id}` })} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </nav>
  );
}
