/**
 * A field whose schema names a classifier (`"classifier": "salys"`): chosen from the values
 * valid now, by name in the page's language or by code (a document that says "LT" shows
 * "Lietuva (LT)"). The stored value is the code. A value no longer offered (retired) stays
 * shown as its code until changed; the server's check says why it is refused. Read-only, the
 * value's name alone ("Lietuva").
 */
import { useCallback, useMemo } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { WidgetProps } from '@rjsf/utils';
import { ariaDescribedByIds } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { useClassifierOptions } from '../../hooks/use-classifier-options';
import { formContextOf } from '../form-context';
import { ReadOnlyText } from './read-only-text';

export function ClassifierWidget(props: WidgetProps) {
  const {
    id,
    htmlName,
    label,
    hideLabel,
    value,
    required,
    disabled,
    readonly,
    autofocus,
    onChange,
    onBlur,
    onFocus,
    schema,
    rawErrors = [],
    registry,
    options,
  } = props;
  const { label: translate } = formContextOf(registry);
  const { i18n } = useTranslation();
  const values = useClassifierOptions(String((schema as { classifier?: unknown }).classifier));
  const english = i18n.language === 'en';
  const names = useMemo(() => new Map(values.map((v) => [v.code, english ? v.name_en : v.name_lt])), [values, english]);
  const current = typeof value === 'string' && value !== '' ? value : null;
  // a value not offered (retired, unknown) stays an option of its own, shown as its code
  const codes = useMemo(() => (current !== null && !names.has(current) ? [current, ...names.keys()] : [...names.keys()]), [names, current]);
  // stable, so the typed text is not reset on every render
  const labelOf = useCallback((code: string) => (names.has(code) ? `${names.get(code)} (${code})` : code), [names]);
  if (readonly) {
    // the value's name (a retired or unknown value: its code)
    const text = current === null ? '' : (names.get(current) ?? current);
    return <ReadOnlyText id={id} name={htmlName} label={hideLabel ? undefined : translate(label)} text={text} describedBy={ariaDescribedByIds(id, false)} />;
  }
  return (
    <Autocomplete
      id={id}
      options={codes}
      value={current}
      disabled={disabled}
      getOptionLabel={labelOf}
      autoHighlight
      onChange={(_, code) => onChange(code ?? options.emptyValue)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
      renderInput={(params) => (
        <TextField
          {...params}
          name={htmlName || id}
          label={hideLabel ? undefined : translate(label)}
          required={required}
          autoFocus={autofocus}
          error={rawErrors.length > 0}
          slotProps={{ htmlInput: { ...params.inputProps, 'aria-describedby': ariaDescribedByIds(id, false) } }}
        />
      )}
    />
  );
}
