/**
 * The CSV upload of a kind's asset list into the draft (decision 0129): the kind, its column
 * layout, the sample file ("Pavyzdys", docs/examples/turtas-ntr.csv) and the file. The server
 * adds all rows or none; a refusal lists the bad rows by line. After an upload the page reads
 * the document again (its version changed); unsaved changes must be saved first.
 */
import { useId, useRef, useState } from 'react';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MuiLink from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { assetColumns } from '../../../domain/assets/columns';
import { ASSET_KINDS, type AssetKind } from '../../../domain/assets/kinds';
import { useDirty } from '../../../form/hooks/use-document';
import { isApiError } from '../../../lib/api/api-error';
import { translateServerText } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import sampleUrl from '../../../../docs/examples/turtas-ntr.csv?url';
import { uploadAssets } from '../api/asset-checks';

interface Refusal {
  message: string;
  rows: string[];
}

export function AssetUpload({ documentId, version, onUploaded }: { documentId: number; version: number; onUploaded: () => void }) {
  const { t, i18n } = useTranslation(['documents', 'fields', 'common']);
  const dirty = useDirty();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [kind, setKind] = useState<AssetKind>('ntr');
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setRefusal(null);
    setBusy(true);
    try {
      const result = await uploadAssets(documentId, version, kind, file);
      notify.success(t('documents.assets.uploaded', { n: result.added }));
      onUploaded();
    } catch (failure) {
      setRefusal(
        isApiError(failure)
          ? {
              message: failure.message,
              rows: failure.errors.filter((e) => e.path.startsWith('/rows/')).map((e) => translateServerText(i18n, e.messageKey, e.params)),
            }
          : { message: String(failure), rows: [] },
      );
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <Box component="section" aria-label={t('documents.assets.uploadTitle')} sx={{ mb: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 2, mb: 1 }}>
        <TextField
          select
          size="small"
          label={t('documents.assets.kind')}
          value={kind}
          onChange={(e) => setKind(e.target.value as AssetKind)}
          sx={{ minWidth: 260 }}
        >
          {ASSET_KINDS.map((k) => (
            <MenuItem key={k} value={k}>
              {t(`fields:fields.enum.${k}`)}
            </MenuItem>
          ))}
        </TextField>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept=".csv,text/csv"
          hidden
          aria-label={t('documents.assets.upload')}
          onChange={(e) => void upload(e.target.files?.[0])}
        />
        <Button variant="outlined" startIcon={<UploadFileIcon />} disabled={busy || dirty} onClick={() => input.current?.click()}>
          {busy ? t('documents.assets.uploading') : t('documents.assets.upload')}
        </Button>
        <MuiLink href={sampleUrl} download="turtas-ntr.csv">
          {t('documents.assets.sample')}
        </MuiLink>
      </Box>
      <Typography variant="body2" color="text.secondary">
        {t('documents.assets.columns', {
          columns: assetColumns(kind)
            .map((c) => c.header)
            .join(' | '),
        })}
      </Typography>
      {dirty && (
        <Typography variant="body2" color="text.secondary">
          {t('documents.assets.saveFirst')}
        </Typography>
      )}
      {refusal && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {refusal.message}
          {refusal.rows.length > 0 && (
            <Box component="ul" sx={{ m: 0, pl: 3 }}>
              {refusal.rows.map((row, i) => (
                <li key={i}>{row}</li>
              ))}
            </Box>
          )}
        </Alert>
      )}
    </Box>
  );
}
