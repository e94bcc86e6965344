/**
 * The register lookups of one asset kind's unique numbers: waiting, found, or 'revise'
 * (`patikslinti`, spec §5) with a link to the asset to correct. Polls every
 * ASSET_TABLE_REFRESH_MS while a lookup waits (api/asset-checks.ts).
 */
import Chip from '@mui/material/Chip';
import MuiLink from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AssetKind } from '../../../domain/assets/kinds';
import { useAssetChecks } from '../api/asset-checks';

const COLOURS = { tikrinamas: 'default', tinkamas: 'success', patikslinti: 'error' } as const;

export function AssetChecksTable({ documentId, kind }: { documentId: number; kind: AssetKind }) {
  const { t } = useTranslation(['documents', 'fields']);
  const { data } = useAssetChecks(documentId, kind);
  if (!data || data.items.length === 0) return null;
  const caption = t('documents.assets.checksOf', { kind: t(`fields:fields.enum.${kind}`) });
  return (
    <Table size="small" aria-label={caption} sx={{ mb: 2 }}>
      <caption style={{ captionSide: 'top', textAlign: 'left', padding: 0, marginBottom: 4 }}>{caption}</caption>
      <TableHead>
        <TableRow>
          <TableCell>{t('documents.assets.asset')}</TableCell>
          <TableCell>{t('documents.assets.uniqueNumber')}</TableCell>
          <TableCell>{t('documents.assets.status')}</TableCell>
          <TableCell>{t('documents.assets.actions')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {data.items.map((item) => (
          <TableRow key={item.turtasID}>
            <TableCell component="th" scope="row">
              {item.turtasID}
            </TableCell>
            <TableCell>{item.unikalusNr}</TableCell>
            <TableCell>
              <Chip size="small" variant="outlined" color={COLOURS[item.status]} label={t(`documents.assets.statuses.${item.status}`)} />
            </TableCell>
            <TableCell>
              {item.status === 'patikslinti' && (
                <MuiLink component={Link} to={`/dokumentas/${documentId}/turtas/${item.rusis}/${encodeURIComponent(item.turtasID)}`}>
                  {t('documents.assets.fix', { number: item.unikalusNr })}
                </MuiLink>
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
