/**
 * The faces' theme provider: MUI's ThemeProvider for themes without CSS variables, which is
 * all ours (theme.ts). @mui/material's own ThemeProvider also carries the CSS-variables
 * provider (color-scheme storage, its init script: ≈ 3 KB gz of every first load) for themes
 * with `colorSchemes`, which we never pass; this is the branch it takes for ours (decision 0143).
 */
import { useMemo, type ReactNode } from 'react';
import type { Theme } from '@mui/material/styles';
import { ThemeProvider as SystemThemeProvider } from '@mui/system';

export function AppThemeProvider({ theme, children }: { theme: Theme; children: ReactNode }) {
  // as MUI's: a theme without `vars` gets `vars: null`, so it never inherits an outer theme's
  const noVars = useMemo(() => ('vars' in theme ? theme : ({ ...theme, vars: null } as unknown as Theme)), [theme]);
  return <SystemThemeProvider theme={noVars}>{children}</SystemThemeProvider>;
}
