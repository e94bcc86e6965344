/**
 * The errors of a section after Next / Tikrinti: the spec's sentence ('Neužpildyti visi
 * privalomi laukai arba netinkamas laukų formatas.') as the heading, then one link per field
 * ("Asmens kodas — Neteisingas asmens kodas.") that brings the field into view. The summary is
 * an alert region, so screen readers announce it as it appears, and it takes focus.
 */
import { forwardRef } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import type { FieldError } from '../../domain/schema/field-errors';
import { MESSAGE_KEYS } from '../../domain/schema/messages';
import { useFormSession } from './form-session';
import { useFieldLabel } from '../hooks/use-field-label';

function ErrorLink({ error, onSelect }: { error: FieldError; onSelect?: (error: FieldError) => void }) {
  const { message, revealer } = useFormSession();
  const fieldLabel = useFieldLabel(error.path);
  return (
    <li>
      <Link
        component="button"
        type="button"
        variant="body2"
        onClick={() => (onSelect ? onSelect(error) : revealer.reveal(error.path))}
        sx={{ textAlign: 'left', verticalAlign: 'baseline' }}
      >
        {fieldLabel}
      </Link>
      {' — '}
      {message(error.messageKey, error.params)}
    </li>
  );
}

export interface ErrorSummaryProps {
  errors: readonly FieldError[];
  /** what a link does (default: reveal the field on this page) */
  onSelect?: (error: FieldError) => void;
}

export const ErrorSummary = forwardRef<HTMLDivElement, ErrorSummaryProps>(function ErrorSummary({ errors, onSelect }, ref) {
  const { message } = useFormSession();
  if (errors.length === 0) return null;
  return (
    <Alert ref={ref} severity="error" role="alert" tabIndex={-1} sx={{ mb: 2, '& ul': { m: 0, pl: 2.5 } }}>
      <AlertTitle>{message(MESSAGE_KEYS.summary)}</AlertTitle>
      <ul>
        {errors.map((error) => (
          <ErrorLink key={`${error.path} ${error.messageKey}`} error={error} onSelect={onSelect} />
        ))}
      </ul>
    </Alert>
  );
});
