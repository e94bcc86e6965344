/**
 * The assets feature's panel on the `turtas` tab (src/lib/section-panels.ts): the total value
 * in EUR, the CSV upload (a provider's editable draft) and, per asset kind, the register
 * lookups of the unique numbers. The overall lookup state polls every OVERALL_TABLE_REFRESH_MS
 * while one waits and each kind's table every ASSET_TABLE_REFRESH_MS (api/asset-checks.ts).
 */
import { useEffect } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import type { DocumentTabProps } from '../../../lib/document-tabs';
import { assetChecksKey, useAssetChecks } from '../api/asset-checks';
import { AssetChecksTable } from './asset-checks-table';
import { AssetTotal } from './asset-total';
import { AssetUpload } from './asset-upload';

export default function AssetsPanel({ document, readOnly, reload }: DocumentTabProps) {
  const { t } = useTranslation('documents');
  const { data } = useAssetChecks(document.id);
  const { mutate } = useSWRConfig();
  // a save (a corrected number) starts new lookups: every table of this document reads again
  useEffect(() => {
    const prefix = assetChecksKey(document.id);
    void mutate((key) => typeof key === 'string' && key.startsWith(prefix));
  }, [document.id, document.version, mutate]);
  const kinds = [...new Set((data?.items ?? []).map((i) => i.rusis))];
  const revise = (data?.items ?? []).filter((i) => i.status === 'patikslinti').length;
  return (
    <Box sx={{ mb: 3 }}>
      <AssetTotal />
      {!readOnly && document.editable && <AssetUpload documentId={document.id} version={document.version} onUploaded={reload} />}
      {data?.pending && (
        <Alert severity="info" role="status" sx={{ mb: 2 }}>
          {t('documents.assets.pending')}
        </Alert>
      )}
      {revise > 0 && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('documents.assets.revise', { n: revise })}
        </Alert>
      )}
      {kinds.map((kind) => (
        <AssetChecksTable key={kind} documentId={document.id} kind={kind} />
      ))}
    </Box>
  );
}
