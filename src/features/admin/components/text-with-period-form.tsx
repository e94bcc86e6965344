/**
 * The form the banner (sistema-info) and the messages (zinute) sections share: a heading, a
 * text of at most 2000 characters, the section's own fields (children), the validity period,
 * a refusal said in words and the submit button (off while busy or while the text is empty).
 */
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PeriodFields, type Period } from './period-fields';
import { onSubmitted } from '../../../lib/ui/on-submit';

export interface TextWithPeriodFormProps {
  /** id of the heading, which names the form */
  headingId: string;
  heading: string;
  textLabel: string;
  submitLabel: string;
  text: string;
  onText: (text: string) => void;
  period: Period;
  onPeriod: (period: Period) => void;
  fromRequired?: boolean;
  busy: boolean;
  problem?: string | null;
  onSubmit: () => void;
  children?: ReactNode;
}

export function TextWithPeriodForm(p: TextWithPeriodFormProps) {
  return (
    <Paper variant="outlined" component="form" aria-labelledby={p.headingId} sx={{ p: 3 }} onSubmit={onSubmitted(p.onSubmit)}>
      <Typography id={p.headingId} variant="h2" sx={{ mb: 2 }}>
        {p.heading}
      </Typography>
      <Stack spacing={2}>
        <TextField
          label={p.textLabel}
          required
          multiline
          minRows={2}
          value={p.text}
          onChange={(e) => p.onText(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 2000 } }}
        />
        {p.children}
        <PeriodFields value={p.period} onChange={p.onPeriod} fromRequired={p.fromRequired} />
        {p.problem && <Alert severity="error">{p.problem}</Alert>}
        <div>
          <Button type="submit" variant="contained" disabled={p.busy || p.text.trim() === ''}>
            {p.submitLabel}
          </Button>
        </div>
      </Stack>
    </Paper>
  );
}
