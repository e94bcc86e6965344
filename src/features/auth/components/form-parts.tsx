/**
 * Light form parts for the sign-in page: a labelled native input with its error, a native
 * button and a link styled as a button. The sign-in page is the first page most users load,
 * so it uses no MUI input or button (they would add their own chunk to it).
 */
import type { ChangeEvent, ReactNode } from 'react';
import Box from '@mui/material/Box';

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

export function InputField({ id, label, type = 'text', autoComplete, value, onChange, error, disabled }: InputFieldProps) {
  const errorId = `${id}-klaida`;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, mb: 2 }}>
      <Box component="label" htmlFor={id} sx={{ fontWeight: 600 }}>
        {label}
      </Box>
      <Box
        component="input"
        id={id}
        name={id}
        type={type}
        autoComplete={autoComplete}
        value={value}
        disabled={disabled}
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
  display: 'inline-flex',
  justifyContent: 'center',
  alignItems: 'center',
  gap: 1,
  px: 2.5,
  py: 1.25,
  borderRadius: 1,
  border: 2,
  borderColor: 'primary.main',
  bgcolor: primary ? 'primary.main' : 'transparent',
  color: primary ? 'primary.contrastText' : 'primary.dark',
  font: 'inherit',
  fontWeight: 600,
  textDecoration: 'none',
  cursor: 'pointer',
  '&:hover': { bgcolor: primary ? 'primary.dark' : 'action.hover' },
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
export function FormAlert({ children, severity = 'error' }: { children: ReactNode; severity?: 'error' | 'info' }) {
  const error = severity === 'error';
  return (
    <Box
      role={error ? 'alert' : 'status'}
      sx={{
        mb: 2,
        px: 2,
        py: 1.5,
        borderRadius: 1,
        borderLeft: 4,
        borderColor: error ? 'error.main' : 'info.main',
        bgcolor: error ? '#fdecea' : '#e8f1fb',
        color: error ? '#5f2120' : '#0d3c61',
      }}
    >
      {children}
    </Box>
  );
}
