/** /pagalba — how to get help and whom to contact (open to everyone, also before signing in). */
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { config } from '../../../lib/config';
import { Page } from '../../../lib/ui/page';

export function Component() {
  const { email, url, phone } = config.help;
  return (
    <Page title="Pagalba" intro="Jei kažkas neveikia arba nežinote, kaip atlikti veiksmą, štai kaip greičiausiai gauti atsakymą.">
      <Typography variant="h2" sx={{ mb: 1.5 }}>
        Prieš kreipdamiesi
      </Typography>
      <Typography component="ol" sx={{ pl: 3, mb: 4, maxWidth: '75ch', '& li': { mb: 0.75 } }}>
        <li>
          Peržiūrėkite{' '}
          <Link component={RouterLink} to="/vadovas">
            naudotojo vadovą
          </Link>
          .
        </li>
        <li>Jei klaidos pranešime nurodytas užklausos numeris, užsirašykite jį – pagal jį klaida randama greičiausiai.</li>
        <li>Nurodykite, ką darėte, dokumento numerį (jei yra), naršyklę ir programos versiją (ji rodoma puslapio apačioje).</li>
      </Typography>
      <Paper variant="outlined" component="section" aria-labelledby="kontaktai" sx={{ p: 3, maxWidth: 560 }}>
        <Typography id="kontaktai" variant="h2" sx={{ mb: 1.5 }}>
          Kontaktai
        </Typography>
        <Typography sx={{ mb: 1 }}>Registro tvarkytojas – VĮ Registrų centras.</Typography>
        <Typography sx={{ mb: 0.5 }}>
          El. paštas: <Link href={`mailto:${email}`}>{email}</Link>
        </Typography>
        {phone && (
          <Typography sx={{ mb: 0.5 }}>
            Telefonas: <Link href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</Link>
          </Typography>
        )}
        <Typography>
          Svetainė: <Link href={url}>{url.replace(/^https?:\/\//, '')}</Link>
        </Typography>
      </Paper>
    </Page>
  );
}
