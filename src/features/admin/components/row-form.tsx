/**
 * One record edited in place and saved on its own (an automatic registration rule, a help
 * text): an outlined form named by its heading, a line about the record under it, then the
 * caller's fields and submit button.
 */
import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export interface RowFormProps {
  headingId: string;
  heading: string;
  /** what the record is and where it is used, in secondary text */
  about: ReactNode;
  onSubmit: () => void;
  children: ReactNode;
}

export function RowForm({ headingId, heading, about, onSubmit, children }: RowFormProps) {
  return (
    <Paper
      variant="outlined"
      component="form"
      aria-labelledby={headingId}
      sx={{ p: 2 }}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <Typography id={headingId} variant="h3" sx={{ mb: 0.5 }}>
        {heading}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {about}
      </Typography>
      {children}
    </Paper>
  );
}
