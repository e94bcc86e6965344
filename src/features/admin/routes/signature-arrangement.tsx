/**
 * /admin/pas-tvarkymas — the e-signature arrangement: the registry's sealing certificate
 * (subject, serial, validity, fingerprint) and the trusted certificate issuers a signature's
 * certificate must chain to. An issuer is added from its certificate file (PEM or DER, judged
 * by its content on the server: a CA certificate) and retired or trusted again; the server
 * audits every change.
 */
import { type ChangeEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { dateText } from '../../../lib/date-text';
import { FactsList } from '../../../lib/facts-list';
import { Page } from '../../../lib/ui/page';
import { certificateText, setIssuerActive, trustIssuer, useSealCertificate, useTrustedIssuers, type TrustedIssuer } from '../api/trust';
import { useAdminWrite } from '../components/use-admin-write';

function SealCertificate() {
  const { t } = useTranslation('admin');
  const { data, error } = useSealCertificate();
  return (
    <Paper variant="outlined" component="section" aria-labelledby="antspaudo-sertifikatas" sx={{ p: 3 }}>
      <Typography id="antspaudo-sertifikatas" variant="h2" sx={{ mb: 2 }}>
        {t('trust.seal')}
      </Typography>
      {error && <Alert severity="error">{t('loadFailed')}</Alert>}
      {data && (
        <FactsList
          label={t('trust.seal')}
          facts={[
            [t('trust.subject'), data.subject],
            [t('trust.issuer'), data.issuer],
            [t('trust.serial'), data.serial],
            [t('trust.validity'), `${dateText(data.notBefore)} – ${dateText(data.notAfter)}`],
            [t('trust.fingerprint'), data.fingerprint],
          ]}
        />
      )}
    </Paper>
  );
}

function IssuerRow({ issuer, busy, onActive }: { issuer: TrustedIssuer; busy: boolean; onActive: (active: boolean) => void }) {
  const { t } = useTranslation('admin');
  return (
    <TableRow>
      <TableCell>
        {issuer.name}
        {issuer.testPki && (
          <Typography variant="body2" color="text.secondary">
            {t('trust.testPki')}
          </Typography>
        )}
      </TableCell>
      <TableCell sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>{issuer.fingerprint}</TableCell>
      <TableCell>{`${dateText(issuer.notBefore)} – ${dateText(issuer.notAfter)}`}</TableCell>
      <TableCell>{issuer.active ? t('trust.active') : t('trust.retired')}</TableCell>
      <TableCell>
        <Button
          size="small"
          disabled={busy}
          onClick={() => onActive(!issuer.active)}
          aria-label={`${issuer.active ? t('trust.retire') : t('trust.restore')}: ${issuer.name}`}
        >
          {issuer.active ? t('trust.retire') : t('trust.restore')}
        </Button>
      </TableCell>
    </TableRow>
  );
}

export function Component() {
  const { t } = useTranslation('admin');
  const { data, error, mutate } = useTrustedIssuers();
  const { busy, run } = useAdminWrite(mutate);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) await run(async () => trustIssuer(await certificateText(file)), t('trust.added'));
  };

  return (
    <Page title={t('section.pas-tvarkymas')} intro={t('trust.intro')}>
      <Stack spacing={3}>
        <SealCertificate />
        <Paper variant="outlined" component="section" aria-labelledby="patikimi-leidejai" sx={{ p: 3 }}>
          <Typography id="patikimi-leidejai" variant="h2" sx={{ mb: 1 }}>
            {t('trust.issuers')}
          </Typography>
          <Typography variant="body2" sx={{ mb: 2 }}>
            {t('trust.uploadHelp')}
          </Typography>
          <Button component="label" variant="contained" disabled={busy} sx={{ mb: 2 }}>
            {t('trust.upload')}
            <input type="file" accept=".pem,.crt,.cer,.der,application/x-x509-ca-cert,application/pkix-cert" hidden onChange={(e) => void onFile(e)} />
          </Button>
          {error && <Alert severity="error">{t('loadFailed')}</Alert>}
          {data && (
            <Table size="small" aria-label={t('trust.issuers')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('trust.subject')}</TableCell>
                  <TableCell>{t('trust.fingerprint')}</TableCell>
                  <TableCell>{t('trust.validity')}</TableCell>
                  <TableCell>{t('trust.state')}</TableCell>
                  <TableCell>{t('trust.action')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.items.map((issuer) => (
                  <IssuerRow
                    key={issuer.id}
                    issuer={issuer}
                    busy={busy}
                    onActive={(active) => void run(() => setIssuerActive(issuer.id, active), active ? t('trust.restored') : t('trust.retiredDone'))}
                  />
                ))}
              </TableBody>
            </Table>
          )}
        </Paper>
      </Stack>
    </Page>
  );
}
