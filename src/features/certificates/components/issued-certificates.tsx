/**
 * The citizen's issued certificates with their PDFs — the rows certificates add to the
 * portal's documents lists (/dokumentai and /ntr-paslaugos/pazyma/sarasas). A PDF is offered
 * while it is kept (saugojimoLaikas calendar days); after that the row says so.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api/api-error';
import { dateText } from '../../../lib/date-text';
import { downloadCertificatePdf, useIssuedCertificates, type IssuedCertificate } from '../api/certificate-pdfs';

/** The download button of one issued certificate (or why there is none). */
export function PdfButton({ row }: { row: Pick<IssuedCertificate, 'id' | 'number' | 'fileName' | 'available'> }) {
  const { t } = useTranslation(['certificates', 'common']);
  const [problem, setProblem] = useState<string | null>(null);
  if (!row.available) return <Typography variant="body2">{t('list.expired')}</Typography>;
  return (
    <>
      <Button
        size="small"
        startIcon={<DownloadIcon aria-hidden />}
        aria-label={t('list.downloadLabel', { number: row.number })}
        onClick={() =>
          void downloadCertificatePdf(row.id, row.fileName).then(
            () => setProblem(null),
            (error: unknown) => setProblem(t('issued.downloadFailed', { message: isApiError(error) ? t(`common:${error.messageKey}`) : String(error) })),
          )
        }
      >
        {t('list.download')}
      </Button>
      {problem && (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {problem}
        </Alert>
      )}
    </>
  );
}

/** A section listing the issued certificates, titled 'Išduotos pažymos'. */
export function IssuedCertificates({ headingLevel = 'h2' }: { headingLevel?: 'h2' | 'h3' }) {
  const { t } = useTranslation(['certificates', 'common']);
  const issued = useIssuedCertificates();
  return (
    <section aria-labelledby="issued-certificates">
      <Typography id="issued-certificates" variant="h2" component={headingLevel} sx={{ fontSize: '1.25rem', mt: 3, mb: 1 }}>
        {t('issued.title')}
      </Typography>
      {issued.error && <Alert severity="error">{t('list.failed')}</Alert>}
      {issued.data && issued.data.items.length === 0 && <Alert severity="info">{t('issued.empty')}</Alert>}
      {issued.data && issued.data.items.length > 0 && (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{t('list.number')}</TableCell>
              <TableCell>{t('list.type')}</TableCell>
              <TableCell>{t('list.issuedAt')}</TableCell>
              <TableCell>{t('list.keepUntil')}</TableCell>
              <TableCell>{t('list.pdf')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {issued.data.items.map((row) => (
              <TableRow key={row.id}>
                <TableCell>{row.number}</TableCell>
                <TableCell>{t(`types.${row.type.replace(/^pazyma-/, '')}`)}</TableCell>
                <TableCell>{dateText(row.issuedAt)}</TableCell>
                <TableCell>{row.keepUntil}</TableCell>
                <TableCell>
                  <PdfButton row={row} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
}
