/**
 * The portal's extra tab `ikaito-davejai` (spec §2.3: the document tabs "plus ikaito-davejai")
 * of a pledge or mortgage: who gave the encumbered property — debtors pledging their own
 * things (skolininkai) and third parties giving theirs (ikaitoDavejai, the workplace's
 * ikaito-davejai-hr tab). Read-only; codes are not repeated here (the data tabs show them).
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

interface Person {
  asmensTipas?: string;
  vardas?: string;
  pavarde?: string;
  pavadinimas?: string;
}

const nameOf = (p: Person) => (p.asmensTipas === 'juridinis' ? (p.pavadinimas ?? '') : [p.vardas, p.pavarde].filter(Boolean).join(' '));

export function PledgorsPanel({ data }: { data: Record<string, unknown> }) {
  const { t } = useTranslation('selfService');
  const people = (['skolininkai', 'ikaitoDavejai'] as const).flatMap((role) =>
    (Array.isArray(data[role]) ? (data[role] as Person[]) : []).map((p) => ({ role, person: p })),
  );
  return (
    <Box component="section" aria-labelledby="ikaito-davejai">
      <Typography id="ikaito-davejai" component="h2" variant="h5" sx={{ mb: 1 }}>
        {t('object.pledgors')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('object.pledgorsIntro')}
      </Typography>
      {people.length === 0 ? (
        <Typography>{t('object.pledgorsEmpty')}</Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 3 }}>
          {people.map(({ role, person }, i) => (
            <li key={`${role}-${i}`}>
              {nameOf(person)} — {t(`roles.${role}`)}, {t(`object.personType.${person.asmensTipas ?? 'fizinis'}`)}
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}
