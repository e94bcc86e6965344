/**
 * The search form above a server-paged administration table: a free-text field and, after
 * it, the page's filters and buttons (children). Submitting passes the trimmed text on.
 */
import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { onSubmitted } from '../../../lib/ui/on-submit';

export interface AdminSearchFormProps {
  /** the form's accessible name */
  label: string;
  textLabel: string;
  text: string;
  onText: (text: string) => void;
  onSearch: (text: string) => void;
  children: ReactNode;
}

export function AdminSearchForm(p: AdminSearchFormProps) {
  return (
    <Stack
      component="form"
      role="search"
      aria-label={p.label}
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      sx={{ mb: 2 }}
      onSubmit={onSubmitted(() => p.onSearch(p.text.trim()))}
    >
      <TextField label={p.textLabel} value={p.text} onChange={(e) => p.onText(e.target.value)} size="small" />
      {p.children}
    </Stack>
  );
}
