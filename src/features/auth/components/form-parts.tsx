/**
 * Light form parts for the sign-in page: a labelled native input with its error, a native
 * button and a link styled as a button. The sign-in page is the first page most users load,
 * so it uses no MUI input or button (they would add their own chunk to it).
 */
import type { ChangeEvent, ReactNode } from 'react';
import Box from '@mui/material/Box';
import { lightActionSx } from '../../../lib/ui/light-action';

export interface InputFieldProps {
  id: string;
  label: string;
  type?: 'text' | 'password';
  autoComplete: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  disabled?: boolean;
}

export function InputField({ label, type = 'text', onChange, error, ...input }: InputFieldProps) {
  const errorId = `${input.id}-klaida`;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, mb: 2 }}>
      <Box component="label" htmlFor={input.id} sx={{ fontWeight: 600 }}>
        {label}
      </Box>
      <Box
        component="input"
        {...input}
        name={input.id}
        type={type}
        onChange={(e: ChangeEvent<HTMLInputElement>) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        sx={{
          font: 'inherit',
          px: 1.5,
          py: 1.25,
          borderRadius: 1,
          border: 1,
          borderColor: error ? 'error.main' : '#6b7580',
          bgcolor: 'background.paper',
          color: 'text.primary',
          '&:hover': { borderColor: error ? 'error.main' : 'text.primary' },
        }}
      />
      {error && (
        <Box id={errorId} sx={{ color: 'error.main', fontSize: '0.875rem' }}>
          {error}
        </Box>
      )}
    </Box>
  );
}

const action = (primary: boolean) => ({
  ...lightActionSx(primary),
  justifyContent: 'center',
  gap: 1,
  py: 1.25,
  '&:disabled': { opacity: 0.7, cursor: 'progress' },
});

export function SubmitButton({ children, busy }: { children: ReactNode; busy?: boolean }) {
  return (
    <Box component="button" type="submit" disabled={busy} aria-busy={busy || undefined} sx={{ ...action(true), width: '100%' }}>
      {children}
    </Box>
  );
}

/** A secondary action on the sign-in page (a plain button that looks like ButtonLink). */
export function ActionButton({ children, onClick, disabled }: { children: ReactNode; onClick: () => void; disabled?: boolean }) {
  return (
    <Box component="button" type="button" onClick={onClick} disabled={disabled} sx={{ ...action(false), width: '100%' }}>
      {children}
    </Box>
  );
}

/** A link (a full page load, e.g. to the e-government gateway) that looks like a secondary button. */
export function ButtonLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Box component="a" href={href} sx={{ ...action(false), width: '100%' }}>
      {children}
    </Box>
  );
}

/** A message for the whole form, announced by screen readers. */
const ALERT_TONES = {
  error: { role: 'alert', colors: { borderColor: 'error.main', bgcolor: '#fdecea', color: '#5f2120' } },
  info: { role: 'status', colors: { borderColor: 'info.main', bgcolor: '#e8f1fb', color: '#0d3c61' } },
} as const;

export function FormAlert({ children, severity = 'error' }: { children: ReactNode; severity?: keyof typeof ALERT_TONES }) {
  const { role, colors } = ALERT_TONES[severity];
  return (
    <Box role={role} sx={{ mb: 2, px: 2, py: 1.5, borderRadius: 1, borderLeft: 4, ...colors }}>
      {children}
    </Box>
  );
}
