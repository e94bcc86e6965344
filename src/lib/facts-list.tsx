/** A description list of label/value pairs; pairs without a value are left out (the lifecycle and request tabs). */
import Box from '@mui/material/Box';

export function FactsList({ label, facts }: { label: string; facts: readonly [string, string | null | undefined][] }) {
  const shown = facts.filter(([, value]) => value);
  return (
    <Box component="dl" aria-label={label} sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 1, m: 0, mb: 2 }}>
      {shown.map(([name, value]) => (
        <Box key={name} sx={{ display: 'contents' }}>
          <Box component="dt" sx={{ fontWeight: 600 }}>
            {name}
          </Box>
          <Box component="dd" sx={{ m: 0 }}>
            {value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
