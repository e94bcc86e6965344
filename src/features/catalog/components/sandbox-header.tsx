/**
 * The sandbox's header: the type's name, the "Peržiūra" mark (nothing is saved), how to view
 * it (document page or wizard) and which data to start from.
 */
import ArticleOutlinedIcon from '@mui/icons-material/ArticleOutlined';
import ListAltOutlinedIcon from '@mui/icons-material/ListAltOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import Chip from '@mui/material/Chip';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FIRST_STEP_ID } from '../../../domain/schema/layout';
import { EXAMPLE_KINDS, type ExampleKind } from '../examples';

export interface SandboxHeaderProps {
  title: string;
  basePath: string;
  mode: 'tabs' | 'steps';
  /** offers example data (the type has fixtures) */
  examples: boolean;
  example: ExampleKind | null;
  onExample: (kind: ExampleKind) => void;
}

export function SandboxHeader({ title, basePath, mode, examples, example, onExample }: SandboxHeaderProps) {
  const { t } = useTranslation('catalog');
  return (
    <Box component="header" sx={{ mb: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="h1" sx={{ m: 0 }}>
          {title}
        </Typography>
        <Chip label={t('catalog.sandbox')} color="primary" />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('catalog.sandboxNote')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', alignItems: 'center' }}>
        {/* Links (each view has its URL); the current one is marked for screen readers too. */}
        <ButtonGroup component="nav" size="small" aria-label={t('catalog.mode')}>
          <Button
            component={Link}
            to={basePath}
            variant={mode === 'tabs' ? 'contained' : 'outlined'}
            aria-current={mode === 'tabs' ? 'page' : undefined}
            startIcon={<ArticleOutlinedIcon fontSize="small" />}
          >
            {t('catalog.openTabs')}
          </Button>
          <Button
            component={Link}
            to={`${basePath}/step/${FIRST_STEP_ID}`}
            variant={mode === 'steps' ? 'contained' : 'outlined'}
            aria-current={mode === 'steps' ? 'page' : undefined}
            startIcon={<ListAltOutlinedIcon fontSize="small" />}
          >
            {t('catalog.openWizard')}
          </Button>
        </ButtonGroup>
        {examples && (
          <ToggleButtonGroup
            value={example}
            exclusive
            size="small"
            aria-label={t('catalog.examples')}
            onChange={(_, kind: ExampleKind | null) => kind && onExample(kind)}
          >
            {EXAMPLE_KINDS.map((kind) => (
              <ToggleButton key={kind} value={kind}>
                {t(`catalog.example.${kind}`)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        )}
      </Box>
    </Box>
  );
}
