/** Day of month of a recurring payment (format day-of-month, "1"–"31"): a list of the days. */
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { WidgetProps } from '@rjsf/utils';
import { ariaDescribedByIds } from '@rjsf/utils';
import { formContextOf } from '../form-context';
import { ReadOnlyText } from './read-only-text';

const DAYS = Array.from({ length: 31 }, (_, i) => String(i + 1));

export function DayOfMonthWidget(props: WidgetProps) {
  const { id, htmlName, label, hideLabel, value, required, disabled, readonly, onChange, onBlur, onFocus, rawErrors = [], registry } = props;
  const { label: translate } = formContextOf(registry);
  const current = typeof value === 'string' ? value : '';
  if (readonly)
    return <ReadOnlyText id={id} name={htmlName} label={hideLabel ? undefined : translate(label)} text={current} describedBy={ariaDescribedByIds(id, false)} />;
  return (
    <TextField
      select
      id={id}
      name={htmlName || id}
      label={hideLabel ? undefined : translate(label)}
      required={required}
      disabled={disabled}
      value={current}
      error={rawErrors.length > 0}
      fullWidth
      onChange={({ target }) => onChange(target.value === '' ? undefined : target.value)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
      slotProps={{ htmlInput: { 'aria-describedby': ariaDescribedByIds(id, false) } }}
    >
      <MenuItem value="">
        <em>—</em>
      </MenuItem>
      {/* A value that is no day (from older data) stays visible so it can be corrected. */}
      {current !== '' && !DAYS.includes(current) && <MenuItem value={current}>{current}</MenuItem>}
      {DAYS.map((day) => (
        <MenuItem key={day} value={day}>
          {day}
        </MenuItem>
      ))}
    </TextField>
  );
}
