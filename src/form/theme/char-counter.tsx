/**
 * The character counter under a text field with a limit (spec §5 "character limit exceeded
 * (counter or maxLength)"): `12 / 300`, red once over. The input names it in
 * aria-describedby, so a screen reader reads the count on focus rather than on every key. The count
 * is `used`, not `count`: i18next would look up plural forms on every keystroke for `count`.
 */
import FormHelperText from '@mui/material/FormHelperText';
import { useTranslation } from 'react-i18next';

/** Characters as JSON Schema counts them (code points), so the counter agrees with validation. */
export const charCount = (text: string): number => [...text].length;

export const counterId = (fieldId: string) => `${fieldId}__counter`;

export function CharCounter({ fieldId, value, max }: { fieldId: string; value: string; max: number }) {
  const { t } = useTranslation('form');
  const count = charCount(value);
  return (
    <FormHelperText id={counterId(fieldId)} error={count > max} sx={{ textAlign: 'right', mx: 0 }}>
      {t('form.counter', { used: count, max })}
    </FormHelperText>
  );
}
