/**
 * The /ntr-paslaugos layout as the portal mounts it: the NTR services' layout
 * (src/features/ntr-services) in the green theme, given the auth feature's terms panel for
 * its own consent — composed here because no feature imports another.
 */
import { ThemeProvider } from '@mui/material/styles';
import { ConsentTerms } from '../../features/auth/components/consent-terms';
import { NtrServicesLayout } from '../../features/ntr-services/components/ntr-services-layout';
import { ntrServicesTheme } from '../theme';
import { useModeTheme } from '../theme-mode';
import { PORTAL_HOME } from './home';

export function Component() {
  const theme = useModeTheme(ntrServicesTheme);
  return (
    <ThemeProvider theme={theme}>
      <NtrServicesLayout Consent={ConsentTerms} leaveTo={PORTAL_HOME} />
    </ThemeProvider>
  );
}
