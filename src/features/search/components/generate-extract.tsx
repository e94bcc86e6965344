/**
 * "Generuoti išrašą" in an opened result: the server seals a PDF of the entry as of now; the
 * answer names its verification code, linked to the public page /patikra/{code}, and the PDF.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { downloadEntryExtract, generateEntryExtract, type GeneratedExtract } from '../api/extract';

export function GenerateExtract({ documentId }: { documentId: number }) {
  const { t } = useTranslation('search');
  const [busy, setBusy] = useState(false);
  const [extract, setExtract] = useState<GeneratedExtract | null>(null);
  async function generate() {
    setBusy(true);
    try {
      setExtract(await generateEntryExtract(documentId));
    } finally {
      setBusy(false);
    }
  }
  if (!extract)
    return (
      <Button variant="outlined" disabled={busy} onClick={() => void generate()} sx={{ mt: 2 }}>
        {t('extract.generate')}
      </Button>
    );
  return (
    <Alert severity="success" sx={{ mt: 2 }} role="status">
      {t('extract.generated', { code: extract.kodas })}
      <Stack direction="row" spacing={2} sx={{ mt: 1 }}>
        <Link component={RouterLink} to={`/patikra/${extract.kodas}`}>
          {t('extract.verify')}
        </Link>
        <Button size="small" onClick={() => void downloadEntryExtract(extract)}>
          {t('extract.download')}
        </Button>
      </Stack>
    </Alert>
  );
}
