/** The document's "Išsaugoti" button (beside "Tikrinti"). */
import SaveOutlinedIcon from '@mui/icons-material/SaveOutlined';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';

export function SaveButton({ saving, onSave }: { saving: boolean; onSave: () => void }) {
  const { t } = useTranslation('documents');
  return (
    <Button variant="contained" startIcon={<SaveOutlinedIcon />} onClick={onSave} disabled={saving}>
      {saving ? t('documents.saving') : t('documents.save')}
    </Button>
  );
}
