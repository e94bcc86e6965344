/**
 * /xsdschema — the published XML schemas (spec §2.1 open route): one row per type and version
 * (the current one first, then the earlier ones items may still pin, decision 0105) with its
 * title, code, version and date, a link that downloads the XSD straight from the API and a
 * link to the type's description page; common.xsd (included by every type XSD) last.
 */
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../lib/ui/app-link';
import { HeaderRow } from '../../../lib/ui/header-row';
import { Page } from '../../../lib/ui/page';
import { xsdUrl } from '../../../lib/xml-schema-urls';
import { useXmlSchemas, type XmlSchemaItem } from '../api/xml-schemas';

/** An earlier version is addressed by its schema version; the current one by its name alone. */
const versionOf = (item: XmlSchemaItem): string | undefined => (item.current ? undefined : item.schemaVersion);

export function Component() {
  const { t } = useTranslation('common');
  const schemas = useXmlSchemas();
  return (
    <Page title={t('xmlSchemas.title')} intro={t('xmlSchemas.intro')}>
      {schemas.error && <Alert severity="error">{t('xmlSchemas.failed')}</Alert>}
      {schemas.data && (
        <Table size="small">
          <caption style={{ captionSide: 'top', textAlign: 'left', padding: '0 0 8px' }}>{t('xmlSchemas.caption')}</caption>
          <HeaderRow
            labels={[
              t('xmlSchemas.type'),
              t('xmlSchemas.typeId'),
              t('xmlSchemas.version'),
              t('xmlSchemas.schemaVersion'),
              t('xmlSchemas.date'),
              t('xmlSchemas.actions'),
            ]}
          />
          <TableBody>
            {schemas.data.items.map((item) => (
              <TableRow key={`${item.name}@${item.schemaVersion}`}>
                <TableCell component="th" scope="row">
                  {item.title}
                </TableCell>
                <TableCell>{item.typeId ?? item.xsd}</TableCell>
                <TableCell>{item.version}</TableCell>
                <TableCell>
                  <code>{item.schemaVersion}</code> {item.current ? t('xmlSchemas.generation.current') : t('xmlSchemas.generation.earlier')}
                </TableCell>
                <TableCell>{item.date}</TableCell>
                <TableCell>
                  <Stack direction="row" spacing={2}>
                    <Link
                      href={xsdUrl(item.xsd, versionOf(item))}
                      download={item.current ? item.xsd : `${item.name}-${item.schemaVersion}.xsd`}
                      aria-label={
                        item.current
                          ? t('xmlSchemas.downloadOf', { title: item.title })
                          : t('xmlSchemas.downloadOfVersion', { title: item.title, version: item.schemaVersion })
                      }
                      color="primary.dark"
                    >
                      {t('xmlSchemas.download')}
                    </Link>
                    {item.description && item.typeId && (
                      <AppLink to={`/xmldescription/${encodeURIComponent(item.typeId)}${item.current ? '' : `?schemaVersion=${item.schemaVersion}`}`}>
                        {t('xmlSchemas.description')}
                      </AppLink>
                    )}
                  </Stack>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Page>
  );
}
