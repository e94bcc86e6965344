/**
 * Choose what to create under a menu tab: the types this user may create there (by the
 * catalogue's createRoles) and, for a mortgage or pledge, its kinds. "Pradėti" opens the new
 * document at the type's route with the kinds in the address (?rusys=a,b).
 */
import { Suspense, use, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { enumLabel, createLabeler } from '../../../form/labels';
import { loadFormTypeWithLabels } from '../../../form/load-form-type';
import { useSession } from '../../../lib/use-session';
import { useCatalog } from '../../../lib/api/catalog';
import { creatableTypes, type CreatableType } from '../creatable';
import { kindsOf } from '../kinds';
import { Loading } from './loading';

function Kinds({ typeId, chosen, onChange }: { typeId: string; chosen: string[]; onChange: (kinds: string[]) => void }) {
  const { t, i18n } = useTranslation('documents');
  const type = use(loadFormTypeWithLabels(typeId, i18n));
  const kinds = kindsOf(type.schema);
  if (kinds.length === 0) return null;
  const label = createLabeler(i18n);
  return (
    <FormControl component="fieldset" sx={{ mt: 3 }}>
      <FormLabel component="legend">{t('documents.chooser.kinds')}</FormLabel>
      <FormGroup row>
        {kinds.map((kind) => (
          <FormControlLabel
            key={kind}
            label={enumLabel(label, kind)}
            control={
              <Checkbox checked={chosen.includes(kind)} onChange={(e) => onChange(e.target.checked ? [...chosen, kind] : chosen.filter((k) => k !== kind))} />
            }
          />
        ))}
      </FormGroup>
      <FormHelperText>{t('documents.chooser.kindsHelp')}</FormHelperText>
    </FormControl>
  );
}

function Choices({ types, prefix }: { types: CreatableType[]; prefix: string }) {
  const { t } = useTranslation(['documents', ...types.map((type) => `types/${type.id}`)]);
  const navigate = useNavigate();
  const [typeId, setTypeId] = useState(types.length === 1 ? types[0].id : '');
  const [kinds, setKinds] = useState<string[]>([]);
  const chosen = types.find((type) => type.id === typeId);
  const start = () => {
    if (!chosen) return;
    const query = kinds.length > 0 ? `?rusys=${kinds.map(encodeURIComponent).join(',')}` : '';
    navigate(`${chosen.route}${query}`);
  };
  return (
    <Box component="form" onSubmit={(e) => (e.preventDefault(), start())} aria-labelledby={`${prefix}-chooser-title`}>
      <FormControl component="fieldset">
        <FormLabel component="legend">{t('documents.chooser.type')}</FormLabel>
        <RadioGroup
          value={typeId}
          onChange={(e) => {
            setTypeId(e.target.value);
            setKinds([]);
          }}
        >
          {types.map((type) => (
            <FormControlLabel key={type.id} value={type.id} control={<Radio />} label={t(type.titleKey, { ns: `types/${type.id}` })} />
          ))}
        </RadioGroup>
      </FormControl>
      {chosen && (
        // No fallback: a spinner here would push "Pradėti" down and pull it back up when the
        // type turns out to have no kinds (every contract) — a click aimed at the button while
        // it moves lands beside it. The kinds simply appear when the type has loaded.
        <Suspense fallback={null}>
          <Kinds key={chosen.id} typeId={chosen.id} chosen={kinds} onChange={setKinds} />
        </Suspense>
      )}
      <Box sx={{ mt: 3 }}>
        <Button type="submit" variant="contained" disabled={!chosen}>
          {t('documents.chooser.start')}
        </Button>
      </Box>
    </Box>
  );
}

export interface TypeChooserProps {
  /** '/hipoteka' or '/sutartis' */
  prefix: string;
  titleKey: string;
  /** routes started elsewhere (the assignment of claim has its own menu entry) */
  exclude?: readonly string[];
}

export function TypeChooser({ prefix, titleKey, exclude = [] }: TypeChooserProps) {
  const { t } = useTranslation('documents');
  const session = useSession();
  const { data, error } = useCatalog();
  const types = data ? creatableTypes(data, prefix, session?.user.roles ?? []).filter((type) => !exclude.includes(type.route)) : [];
  return (
    <Box component="article">
      <Typography id={`${prefix}-chooser-title`} component="h1" variant="h4" sx={{ mb: 3 }}>
        {t(titleKey)}
      </Typography>
      {error ? (
        <Alert severity="error">{t('documents.chooser.loadFailed')}</Alert>
      ) : !data ? (
        <Loading />
      ) : types.length === 0 ? (
        <Alert severity="info">{t('documents.chooser.none')}</Alert>
      ) : (
        <Suspense fallback={<Loading />}>
          <Choices types={types} prefix={prefix.slice(1)} />
        </Suspense>
      )}
    </Box>
  );
}
