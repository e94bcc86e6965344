/**
 * /xmldescription/:xmlName — one type's XML description (spec §2.1 open route). The API
 * serves the generated HTML under a CSP that runs nothing (decision 0058); this page shows it
 * in a sandboxed frame (no scripts, no same origin) below its heading, with a link back.
 */
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { AppLink } from '../../../lib/ui/app-link';
import { Page } from '../../../lib/ui/page';
import { descriptionUrl } from '../api/xml-schemas';

export function Component() {
  const { t } = useTranslation('common');
  const { xmlName = '' } = useParams();
  const url = descriptionUrl(xmlName);
  return (
    <Page title={t('xmlSchemas.descriptionTitle', { name: xmlName })}>
      <Stack direction="row" spacing={3} sx={{ mb: 2 }}>
        <AppLink to="/xsdschema">{t('xmlSchemas.back')}</AppLink>
        <Link href={url} target="_blank" rel="noopener" color="primary.dark">
          {t('xmlSchemas.openSeparately')}
        </Link>
      </Stack>
      <Box component="iframe" src={url} sandbox="" title={t('xmlSchemas.frameTitle')} sx={{ width: '100%', height: '75vh', border: 1, borderColor: 'divider' }} />
    </Page>
  );
}
