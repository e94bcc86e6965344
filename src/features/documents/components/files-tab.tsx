/**
 * The rinkmenos tab (documents and requests): the item's files (PDF, ADOC, ASiC-E), one upload at a time, download
 * and delete. The server decides the format by content; its refusal ('Netinkamas dokumento
 * formatas, galima įkelti tik PDF, ADOC ir ASICE.') is shown next to the upload button.
 */
import { useId, useRef, useState } from 'react';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { ConfirmDialog } from '../../../form/components/confirm-dialog';
import { isApiError } from '../../../lib/api/api-error';
import type { DocumentTabProps } from '../../../lib/document-tabs';
import { notify } from '../../../lib/notify';
import { deleteFile, downloadFile, filesKey, listFiles, uploadFile, type AttachedFile } from '../api/files';
import { formatDateTime, formatSize } from '../format';

const ACCEPT = '.pdf,.adoc,.asice,.sce,application/pdf,application/vnd.etsi.asic-e+zip';

/** Who signed an uploaded container, when, and whether it verifies (the server's check). */
function SignatureCell({ signature }: { signature: AttachedFile['signature'] }) {
  const { t } = useTranslation(['documents', 'common']);
  if (!signature) return <>—</>;
  const signers = signature.signers.map((s) => t('documents.files.signedBy', { name: s.name, at: formatDateTime(s.signedAt) })).join('; ');
  return (
    <>
      <Typography variant="body2" color={signature.valid ? 'success.main' : 'error.main'} fontWeight="bold">
        {signature.valid
          ? t('documents.files.signatureValid')
          : t('documents.files.signatureInvalid', { reason: t(`lifecycle.signature.${signature.reason}`, { ns: 'common' }) })}
      </Typography>
      {signers && <Typography variant="body2">{signers}</Typography>}
    </>
  );
}

const messageOf = (error: unknown) => (isApiError(error) ? error.message : String(error));

export default function FilesTab({ document, readOnly }: DocumentTabProps) {
  const { t } = useTranslation(['documents', 'common']);
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const { data, error, mutate } = useSWR(filesKey(document), () => listFiles(document));
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [removing, setRemoving] = useState<AttachedFile | null>(null);

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setRefusal(null);
    setBusy(true);
    try {
      await uploadFile(document, file);
      await mutate();
    } catch (failure) {
      setRefusal(messageOf(failure));
    } finally {
      setBusy(false);
      // The same file may be chosen again after a refusal.
      if (input.current) input.current.value = '';
    }
  };
  const remove = async (file: AttachedFile) => {
    setRemoving(null);
    try {
      await deleteFile(document, file.id);
      notify.success(t('documents.files.deleted'));
      await mutate();
    } catch (failure) {
      setRefusal(messageOf(failure));
    }
  };
  const download = (file: AttachedFile) => void downloadFile(document, file).catch((failure: unknown) => setRefusal(messageOf(failure)));

  return (
    <Box>
      {!readOnly && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2 }}>
          <input
            ref={input}
            id={inputId}
            type="file"
            accept={ACCEPT}
            hidden
            aria-label={t('documents.files.upload')}
            onChange={(e) => void upload(e.target.files?.[0])}
          />
          <Button variant="contained" startIcon={<UploadFileIcon />} disabled={busy} onClick={() => input.current?.click()}>
            {busy ? t('documents.files.uploading') : t('documents.files.upload')}
          </Button>
          <Typography color="text.secondary">{t('documents.files.hint')}</Typography>
        </Box>
      )}
      {refusal && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {refusal}
        </Alert>
      )}
      {error ? (
        <Alert severity="error">{t('documents.files.loadFailed')}</Alert>
      ) : data && data.items.length === 0 ? (
        <Typography>{t('documents.files.empty')}</Typography>
      ) : data ? (
        <Table size="small" aria-label={t('documents.files.tableLabel')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('documents.files.name')}</TableCell>
              <TableCell>{t('documents.files.format')}</TableCell>
              <TableCell>{t('documents.files.size')}</TableCell>
              <TableCell>{t('documents.files.uploadedAt')}</TableCell>
              <TableCell>{t('documents.files.uploadedBy')}</TableCell>
              <TableCell>{t('documents.files.signature')}</TableCell>
              <TableCell>{t('documents.files.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.items.map((file) => (
              <TableRow key={file.id}>
                <TableCell component="th" scope="row">
                  {file.name}
                </TableCell>
                <TableCell>{file.format.toUpperCase()}</TableCell>
                <TableCell>{formatSize(file.size)}</TableCell>
                <TableCell>{formatDateTime(file.uploadedAt)}</TableCell>
                <TableCell>{file.uploadedBy.name}</TableCell>
                <TableCell>
                  <SignatureCell signature={file.signature} />
                </TableCell>
                <TableCell>
                  <IconButton aria-label={t('documents.files.download', { name: file.name })} onClick={() => download(file)}>
                    <DownloadIcon />
                  </IconButton>
                  {!readOnly && (
                    <IconButton aria-label={t('documents.files.delete', { name: file.name })} onClick={() => setRemoving(file)}>
                      <DeleteOutlineIcon />
                    </IconButton>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        title={t('documents.files.deleteTitle')}
        text={t('documents.files.deleteText', { name: removing?.name ?? '' })}
        confirmLabel={t('documents.files.delete', { name: removing?.name ?? '' })}
        cancelLabel={t('documents.files.cancel')}
        destructive
        onConfirm={() => removing && void remove(removing)}
        onCancel={() => setRemoving(null)}
      />
    </Box>
  );
}
