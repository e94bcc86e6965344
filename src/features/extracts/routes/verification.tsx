/**
 * /patikra/:code — the public verification page of an extract (both faces, open route): says
 * whether the extract with this code is authentic and shows the SHA-256 of the PDF it
 * certified; the visitor may upload a PDF to check that it is exactly that file (judged by
 * its bytes on the server). The QR code printed on every extract leads here. The seal's signer
 * and certificate are those of the PDF's own signature (the one given, else the kept copy).
 */
import { useState, type ChangeEvent } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Page } from '../../../lib/ui/page';
import { dateText } from '../../../lib/date-text';
import { FactsList } from '../../../lib/facts-list';
import { checkPdf, fileBase64, verify, type Verification } from '../api';

/** The seal of the PDF as its signature says: signer, certificate, trusted issuer, revocation. */
function SealCertificate({ seal }: { seal: NonNullable<Verification['antspaudoSertifikatas']> }) {
  const { t } = useTranslation('extracts');
  const yesNo = (value: boolean) => (value ? t('verify.yes') : t('verify.no'));
  return (
    <>
      <Typography variant="h2" sx={{ mb: 1 }}>
        {t('verify.seal.title')}
      </Typography>
      <Alert severity={seal.galioja ? 'success' : 'error'} sx={{ mb: 2 }}>
        {seal.galioja
          ? t('verify.seal.valid')
          : t('verify.seal.invalid', { reason: t(`lifecycle.signature.${seal.priezastis ?? 'bad_signature'}`, { ns: 'common' }) })}
      </Alert>
      <FactsList
        label={t('verify.seal.title')}
        facts={[
          [t('verify.seal.signer'), seal.pasirase],
          [t('verify.seal.signedAt'), seal.laikas && dateText(seal.laikas)],
          [t('verify.seal.subject'), seal.subjektas],
          [t('verify.seal.issuer'), seal.isdavejas],
          [t('verify.seal.serial'), seal.serijosNr],
          [t('verify.seal.validity'), `${dateText(seal.galiojaNuo)} – ${dateText(seal.galiojaIki)}`],
          [t('verify.seal.trusted'), yesNo(seal.patikimas)],
          [t('verify.seal.revoked'), yesNo(seal.atsauktas)],
        ]}
      />
    </>
  );
}

function Verdict({ v }: { v: Verification }) {
  const { t } = useTranslation('extracts');
  return (
    <>
      <Alert severity={v.autentiskas ? 'success' : 'error'} sx={{ mb: 2 }}>
        {v.autentiskas ? t('verify.authentic') : t(`verify.reasons.${v.priezastis ?? 'unknown'}`, { defaultValue: t('verify.notAuthentic') })}
      </Alert>
      <FactsList
        label={t('verify.facts')}
        facts={[
          [t('verify.code'), v.kodas],
          [t('verify.registryNumber'), v.registroNr],
          [t('verify.generatedAt'), dateText(v.suformuota)],
          [t('verify.keptUntil'), v.saugomaIki],
          [t('verify.sealedBy'), v.antspaudas ? `${v.antspaudas.pasirase}, ${dateText(v.antspaudas.laikas)}` : null],
          [t('verify.sha256'), v.sha256],
          [t('verify.givenSha256'), v.pateiktoSha256],
          [t('verify.fileKept'), v.failasSaugomas ? t('verify.yes') : t('verify.no')],
        ]}
      />
      {v.antspaudoSertifikatas && <SealCertificate seal={v.antspaudoSertifikatas} />}
    </>
  );
}

export function Component() {
  const { t } = useTranslation('extracts');
  const { code = '' } = useParams();
  const { data, error } = useSWR(['patikra', code], () => verify(code));
  const [checked, setChecked] = useState<Verification | null>(null);
  const [busy, setBusy] = useState(false);

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    setBusy(true);
    try {
      setChecked(await checkPdf(code, await fileBase64(file)));
    } catch {
      setChecked(null);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Page title={t('verify.title')} intro={t('verify.intro')}>
      {error && <Alert severity="warning">{t('verify.notFound')}</Alert>}
      {data && <Verdict v={checked ?? data} />}
      {data && (
        <Box sx={{ mt: 2 }}>
          <Typography variant="h2" sx={{ mb: 1 }}>
            {t('verify.uploadTitle')}
          </Typography>
          <Typography variant="body2" sx={{ mb: 1 }}>
            {t('verify.uploadHelp')}
          </Typography>
          <Button component="label" variant="outlined" disabled={busy}>
            {t('verify.upload')}
            <input type="file" accept="application/pdf" hidden onChange={(e) => void onFile(e)} />
          </Button>
        </Box>
      )}
    </Page>
  );
}
