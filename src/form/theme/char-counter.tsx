/**
 * The character counter under a text field with a limit (spec §5 "character limit exceeded
 * (counter or maxLength)"): `12 / 300`, red once over. The input names it in
 * aria-describedby, so a screen reader reads the count on focus rather than on every key. The count
 * is `used`, not `count`: i18next would look up plural forms on every keystroke for `count`; the
 * text is translated once per limit and the count put into it per keystroke.
 */
import { useMemo } from 'react';
import FormHelperText from '@mui/material/FormHelperText';
import { useTranslation } from 'react-i18next';

/** Characters as JSON Schema counts them (code points), so the counter agrees with validation. */
export const charCount = (text: string): number => [...text].length;

export const counterId = (fieldId: string) => `${fieldId}__counter`;

/** Stands for the count in the text translated once per limit. */
const USED = '\u0000';
const PLACE = { textAlign: 'right', marginLeft: 0, marginRight: 0 } as const;

export function CharCounter({ fieldId, value, max }: { fieldId: string; value: string; max: number }) {
  const { t } = useTranslation('form');
  // translated once per limit, the count put in per keystroke (no i18next lookup per key)
  const text = useMemo(() => t('form.counter', { used: USED, max }), [t, max]);
  const count = charCount(value);
  return (
    <FormHelperText id={counterId(fieldId)} error={count > max} style={PLACE}>
      {text.replace(USED, String(count))}
    </FormHelperText>
  );
}
