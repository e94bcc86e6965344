/**
 * Add a classifier value (code and names) or change one (names; retire it as of now, or
 * make a retired one valid again). Values are never deleted; the server checks everything
 * again and the API client shows its refusals (a taken code, a malformed one).
 */
import { useState } from 'react';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ClassifierCode } from '../../../domain/classifiers/classifiers';
import { addValue, changeValue, type ClassifierValue } from '../api/classifiers';
import { AdminFormDialog, useAdminDialog, type AdminDialogHost } from './admin-form-dialog';
import { shownOf } from './period';

interface Props extends AdminDialogHost {
  classifier: ClassifierCode;
  value: ClassifierValue | null;
}

export function ClassifierValueDialog({ classifier, value, ...host }: Props) {
  const { t } = useTranslation('admin');
  const [code, setCode] = useState(value?.code ?? '');
  const [nameLt, setNameLt] = useState(value?.name_lt ?? '');
  const [nameEn, setNameEn] = useState(value?.name_en ?? '');
  const dialog = useAdminDialog(host);
  const { busy, write } = dialog;
  const complete = code.trim() !== '' && nameLt.trim() !== '' && nameEn.trim() !== '';

  const save = () =>
    write(
      () =>
        value
          ? changeValue(classifier, value.id, { name_lt: nameLt.trim(), name_en: nameEn.trim() })
          : addValue(classifier, { code: code.trim(), name_lt: nameLt.trim(), name_en: nameEn.trim() }),
      value ? t('classifiers.saved') : t('classifiers.added'),
    );

  return (
    <AdminFormDialog
      id="klasifikatoriaus-reiksme"
      title={value ? t('classifiers.editTitle', { code: value.code }) : t('classifiers.newTitle')}
      maxWidth="sm"
      dialog={dialog}
      save={complete ? () => void save() : null}
      actions={
        <>
          {value?.current && (
            <Button
              color="warning"
              disabled={busy}
              onClick={() => void write(() => changeValue(classifier, value.id, { valid_to: new Date().toISOString() }), t('classifiers.retired'))}
            >
              {t('classifiers.retire')}
            </Button>
          )}
          {value && !value.current && value.valid_to !== null && (
            <Button disabled={busy} onClick={() => void write(() => changeValue(classifier, value.id, { valid_to: null }), t('classifiers.restored'))}>
              {t('classifiers.restore')}
            </Button>
          )}
        </>
      }
    >
      <TextField
        label={t('classifiers.column.code')}
        required
        disabled={value !== null}
        value={code}
        onChange={(e) => setCode(e.target.value)}
        helperText={value ? t('classifiers.codeFixed') : undefined}
      />
      <TextField label={t('classifiers.column.name_lt')} required value={nameLt} onChange={(e) => setNameLt(e.target.value)} />
      <TextField label={t('classifiers.column.name_en')} required value={nameEn} onChange={(e) => setNameEn(e.target.value)} />
      {value && <Typography variant="body2">{t('classifiers.validity', { from: shownOf(value.valid_from), to: shownOf(value.valid_to) })}</Typography>}
    </AdminFormDialog>
  );
}
