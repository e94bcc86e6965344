/**
 * The real-property services' layout (spec §2.3 /ntr-paslaugos): nested in the portal's
 * layout (its header, menu, session keeper and footer stay), drawn in the green theme with
 * the services' own title bar and menu, and its own consent (spec §4: "The real-property
 * services layout has its own consent"). "Path hidden": the /ntr-paslaugos segment has no
 * breadcrumb, and the browser title names the service instead of the portal alone.
 * The consent panel is passed in by the shell (src/app/portal/ntr-services-layout.tsx):
 * the terms component belongs to the auth feature, and no feature imports another.
 */
import { Suspense, useEffect, type ComponentType } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link, Outlet, useMatches, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { accessOf } from '../../../lib/routing/route-handle';
import { useSession } from '../../../lib/use-session';
import { Section } from '../../../lib/ui/section';
import { ServicesMenu } from './services-menu';

/** The terms with Agree / Disagree (the auth feature's ConsentTerms has this shape). */
export type ConsentPanel = ComponentType<{ kind: 'ntrServices'; onAnswered: (agreed: boolean) => void }>;

export interface NtrServicesLayoutProps {
  Consent: ConsentPanel;
  /** where Disagree leads (the portal's home) */
  leaveTo: string;
}

function useServiceTitle(service: string) {
  const { t } = useTranslation();
  const portal = t('app.portalTitle');
  useEffect(() => {
    const before = document.title;
    document.title = `${service} — ${portal}`;
    return () => {
      document.title = before;
    };
  }, [service, portal]);
}

function Gate({ Consent, leaveTo }: NtrServicesLayoutProps) {
  const { t } = useTranslation('ntrServices');
  const current = useSession();
  const navigate = useNavigate();
  const open = accessOf(useMatches()).open;
  if (open) return <Outlet />;
  if (!current) {
    return (
      <Alert severity="info">
        {t('signIn.text')} <Link to="/login">{t('signIn.link')}</Link>
      </Alert>
    );
  }
  if (!current.user.consent.ntrServices) {
    return (
      <Section id="ntr-salygos" variant="h1" title={t('consent.title')} intro={t('consent.intro')}>
        {/* Agree: the session gets the flag and the page shows; Disagree: back to the portal. */}
        <Consent kind="ntrServices" onAnswered={(agreed) => (agreed ? undefined : navigate(leaveTo))} />
      </Section>
    );
  }
  return <Outlet />;
}

export function NtrServicesLayout(props: NtrServicesLayoutProps) {
  const { t } = useTranslation('ntrServices');
  useServiceTitle(t('title'));
  return (
    <Box>
      <Paper
        elevation={0}
        sx={{
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          px: 2,
          py: 1.5,
          mb: 3,
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          alignItems: 'center',
          justifyContent: 'space-between',
        }}
      >
        <Typography component="p" sx={{ fontWeight: 600, fontSize: '1.1rem' }}>
          {t('title')}
        </Typography>
        <ServicesMenu />
      </Paper>
      <Suspense fallback={<Typography role="status">…</Typography>}>
        <Gate {...props} />
      </Suspense>
    </Box>
  );
}
