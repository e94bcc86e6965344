/** The outcome of the sandbox's submit: the document is valid, and its data as JSON on request. */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';

export function SandboxResult({ data }: { data: unknown }) {
  const { t } = useTranslation('catalog');
  const [json, setJson] = useState(false);
  return (
    <Alert severity="success" role="status">
      {t('catalog.submitValid')}
      <Box sx={{ mt: 1 }}>
        <Button size="small" onClick={() => setJson((v) => !v)} aria-expanded={json}>
          {json ? t('catalog.hideJson') : t('catalog.showJson')}
        </Button>
      </Box>
      {json && (
        <Box component="pre" sx={{ mt: 1, maxHeight: 400, overflow: 'auto', fontSize: 12, bgcolor: 'background.paper', p: 1, borderRadius: 1 }}>
          {JSON.stringify(data, null, 2)}
        </Box>
      )}
    </Alert>
  );
}
