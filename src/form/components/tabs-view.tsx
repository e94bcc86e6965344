/**
 * The document page: one tab per layout section (spec §2.1 tabs: dokumento-duomenys,
 * skolininkai, …), each a route segment under `basePath`, with the item route after a list's
 * tab (turtas/{rusis}/{turtasID}). "Tikrinti" validates the whole document on demand and
 * marks every tab that has errors; while typing only a field that lost focus or is in error is judged (FieldBlock).
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import FactCheckOutlinedIcon from '@mui/icons-material/FactCheckOutlined';
import Alert from '@mui/material/Alert';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MuiLink from '@mui/material/Link';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { sectionTitleKey } from '../../domain/schema/layout';
import type { DocumentData } from '../engine/document-store';
import { useAllErrors } from '../hooks/use-document';
import { useVisibleSections } from '../hooks/use-layout';
import { errorsOfFields } from '../hooks/use-section-errors';
import { CheckPassed } from './check-result';
import { ErrorSummary } from './error-summary';
import { useFormSession } from './form-session';
import type { ItemRouting } from './item-routing';
import { LazySchemaForm } from './lazy-schema-form';
import { ReadOnlyScope } from './read-only-scope';

export interface TabsViewProps {
  /** the document page's URL; tab `x` is `${basePath}/x` */
  basePath: string;
  /** the tab segment of the URL (undefined: the first tab) */
  tab?: string;
  /** URL segments after the tab (an item of the tab's list) */
  rest?: string[];
  /** more buttons beside "Tikrinti" */
  actions?: ReactNode;
  /**
   * show the data only (ReadOnlyScope): values as read-only text reached by Tab, lists without
   * add/delete buttons whose rows open read-only, and no "Tikrinti"
   */
  readOnly?: boolean;
  /** what the page adds to a tab above its form (panels of other features, src/lib/section-panels.ts) */
  aside?: (sectionId: string) => ReactNode;
}

export function TabsView({ basePath, tab, rest = [], actions, readOnly = false, aside }: TabsViewProps) {
  const { t } = useTranslation('form');
  const { label, store, validate } = useFormSession();
  const navigate = useNavigate();
  const location = useLocation();
  const sections = useVisibleSections('tabs');
  const errors = useAllErrors();
  const summaryRef = useRef<HTMLDivElement>(null);
  const [checked, setChecked] = useState<DocumentData | null>(null);
  const [focusSummary, setFocusSummary] = useState(0);
  const current = sections.find((s) => s.id === tab);

  useEffect(() => {
    if (focusSummary > 0) summaryRef.current?.focus();
  }, [focusSummary]);

  if (sections.length === 0) return null;
  if (!current) return <Navigate to={{ pathname: `${basePath}/${sections[0].id}`, search: location.search }} replace />;

  const check = () => {
    const found = validate();
    store.setErrors(found);
    setChecked(found.length === 0 ? store.getData() : null);
    if (found.length > 0) setFocusSummary((n) => n + 1);
  };
  const routing: ItemRouting | undefined = current.itemRoute
    ? {
        itemRoute: current.itemRoute,
        segments: rest,
        go: (segments) => navigate(segments ? `${basePath}/${current.id}/${segments.map(encodeURIComponent).join('/')}` : `${basePath}/${current.id}`),
      }
    : undefined;
  const sectionErrors = errorsOfFields(errors, current.fields);
  const otherTabsWithErrors = sections.filter((s) => s !== current && errorsOfFields(errors, s.fields).length > 0);
  const title = label(sectionTitleKey('tabs', current));

  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'flex-end', gap: 2, borderBottom: 1, borderColor: 'divider', mb: 3 }}>
        <Tabs value={current.id} variant="scrollable" scrollButtons="auto" aria-label={t('form.tabsLabel')} sx={{ flex: 1, minWidth: 0 }}>
          {sections.map((s) => {
            const count = errorsOfFields(errors, s.fields).length;
            const text = label(sectionTitleKey('tabs', s));
            return (
              <Tab
                key={s.id}
                value={s.id}
                id={`tab-${s.id}`}
                aria-controls={`tabpanel-${s.id}`}
                component={Link}
                to={`${basePath}/${s.id}`}
                label={
                  count > 0 ? (
                    <Badge color="error" badgeContent={count} sx={{ '& .MuiBadge-badge': { right: -10 } }}>
                      {text}
                    </Badge>
                  ) : (
                    text
                  )
                }
                aria-label={count > 0 ? `${text} (${t('form.errorCount', { count })})` : undefined}
              />
            );
          })}
        </Tabs>
        <Box sx={{ display: 'flex', gap: 1, pb: 1 }}>
          {actions}
          {!readOnly && (
            <Button variant="outlined" startIcon={<FactCheckOutlinedIcon />} onClick={check}>
              {t('form.check')}
            </Button>
          )}
        </Box>
      </Box>
      <Box role="tabpanel" id={`tabpanel-${current.id}`} aria-labelledby={`tab-${current.id}`}>
        <Typography component="h2" variant="h5" sx={{ mb: 2 }}>
          {title}
        </Typography>
        <CheckPassed checked={checked} />
        <ErrorSummary ref={summaryRef} errors={sectionErrors} />
        {otherTabsWithErrors.length > 0 && (
          <Alert severity="warning" role="status" sx={{ mb: 2 }}>
            {t('form.otherSections')}{' '}
            {otherTabsWithErrors.map((s, i) => (
              <span key={s.id}>
                {i > 0 && ', '}
                <MuiLink component={Link} to={`${basePath}/${s.id}`}>
                  {label(sectionTitleKey('tabs', s))}
                </MuiLink>{' '}
                ({errorsOfFields(errors, s.fields).length})
              </span>
            ))}
          </Alert>
        )}
        {aside?.(current.id)}
        <ReadOnlyScope readOnly={readOnly}>
          <LazySchemaForm key={current.id} section={current} routing={routing} title={title} />
        </ReadOnlyScope>
      </Box>
    </Box>
  );
}
