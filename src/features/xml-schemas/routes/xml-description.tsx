/**
 * /xmldescription/:xmlName — one type's XML description (spec §2.1 open route). The API
 * serves the generated HTML under a CSP that runs nothing (decision 0058); this page shows it
 * in a sandboxed frame (no scripts, no same origin) below its heading, with a link back;
 * `?schemaVersion=` shows an earlier version's description (decision 0105).
 */
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { AppLink } from '../../../lib/ui/app-link';
import { Page } from '../../../lib/ui/page';
import { descriptionUrl } from '../../../lib/xml-schema-urls';

export function Component() {
  const { t } = useTranslation('common');
  const { xmlName = '' } = useParams();
  const [search] = useSearchParams();
  const version = search.get('schemaVersion') ?? undefined;
  const url = descriptionUrl(xmlName, version);
  return (
    <Page title={version ? t('xmlSchemas.versionTitle', { name: xmlName, version }) : t('xmlSchemas.descriptionTitle', { name: xmlName })}>
      <Stack direction="row" spacing={3} sx={{ mb: 2 }}>
        <AppLink to="/xsdschema">{t('xmlSchemas.back')}</AppLink>
        <Link href={url} target="_blank" rel="noopener" color="primary.dark">
          {t('xmlSchemas.openSeparately')}
        </Link>
      </Stack>
      <Box
        component="iframe"
        src={url}
        sandbox=""
        title={t('xmlSchemas.frameTitle')}
        sx={{ width: '100%', height: '75vh', border: 1, borderColor: 'divider' }}
      />
    </Page>
  );
}
