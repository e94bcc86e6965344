/**
 * The wizard: one route per step (`${basePath}/step/:step`, the first step `asmenys`
 * 'Duomenys'), then a review step (`perziura`, 'Peržiūra') and the caller's submit.
 * "Toliau" validates the current step's fields only and stays with the spec's message when
 * they are not right; "Atgal" never validates. The caller's onSubmit gets the whole document
 * and answers the errors it found (none: the caller shows its own success). With `onSave`,
 * "Išsaugoti" on every step keeps a draft with whatever is filled and shows the check errors
 * it answers; the stepper counts each step's errors, each step lists its own with links.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import SaveIcon from '@mui/icons-material/Save';
import SendIcon from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { FieldError } from '../../domain/schema/field-errors';
import { sectionTitleKey } from '../../domain/schema/layout';
import type { DocumentData } from '../engine/document-store';
import { topField } from '../engine/pointer';
import { useVisibleSections } from '../hooks/use-layout';
import { errorsOfFields, useSectionErrors } from '../hooks/use-section-errors';
import { ErrorSummary } from './error-summary';
import { useFormSession } from './form-session';
import { ReviewStep } from './review-step';
import { SchemaForm } from './schema-form';

/** The route segment of the review step. */
export const REVIEW_STEP_ID = 'perziura';

export interface WizardViewProps {
  /** the wizard's URL; step `x` is `${basePath}/step/x` */
  basePath: string;
  /** the step segment of the URL (undefined: the first step) */
  step?: string;
  /** submits the whole document (hidden fields left out); resolves with the errors found (empty: accepted) */
  onSubmit: (data: DocumentData) => Promise<readonly FieldError[]> | readonly FieldError[];
  /** text of the submit button (default 'Pateikti') */
  submitLabel?: string;
  /** shown on the review step above the buttons (e.g. the outcome of the last submit) */
  result?: ReactNode;
  /** saves a draft as it is (hidden fields left out); resolves with its check errors */
  onSave?: (data: DocumentData) => Promise<readonly FieldError[]>;
}

/** A step of the stepper, marked with the number of its errors. */
function StepTitle({ fields, text }: { fields: readonly string[]; text: string }) {
  const { t } = useTranslation('form');
  const count = useSectionErrors(fields).length;
  return (
    <StepLabel
      error={count > 0}
      optional={
        count > 0 ? (
          <Typography variant="caption" color="error">
            {t('form.errorCount', { count })}
          </Typography>
        ) : undefined
      }
    >
      {text}
    </StepLabel>
  );
}

interface RevealState {
  reveal?: string;
}

export function WizardView({ basePath, step, onSubmit, submitLabel, result, onSave }: WizardViewProps) {
  const { t } = useTranslation('form');
  const { label, store, validate, revealer, submittable } = useFormSession();
  const navigate = useNavigate();
  const location = useLocation();
  const steps = useVisibleSections('steps');
  const summaryRef = useRef<HTMLDivElement>(null);
  const [focusSummary, setFocusSummary] = useState(0);
  const [submitting, setSubmitting] = useState(false);
  const isReview = step === REVIEW_STEP_ID;
  const index = isReview ? steps.length : steps.findIndex((s) => s.id === step);
  const current = isReview ? undefined : steps[index];
  const stepErrors = useSectionErrors(current?.fields ?? []);
  const reviewErrors = useSectionErrors(steps.flatMap((s) => s.fields));
  const pathOf = (id: string) => `${basePath}/step/${id}`;

  useEffect(() => {
    if (focusSummary > 0) summaryRef.current?.focus();
  }, [focusSummary]);

  // A new step: its heading takes focus, so keyboard and screen-reader users start at its top.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const arrived = useRef(false);
  useEffect(() => {
    if (arrived.current) headingRef.current?.focus({ preventScroll: true });
    arrived.current = true;
  }, [step]);

  // Arriving from the review's error list: show the field it named.
  const reveal = (location.state as RevealState | null)?.reveal;
  useEffect(() => {
    if (!reveal) return undefined;
    const timer = setTimeout(() => revealer.reveal(reveal), 0);
    return () => clearTimeout(timer);
  }, [reveal, revealer]);

  if (steps.length === 0) return null;
  if (index < 0) return <Navigate to={{ pathname: pathOf(steps[0].id), search: location.search }} replace />;

  const next = () => {
    if (!current) return;
    const found = errorsOfFields(validate(), current.fields);
    store.setErrors(found);
    if (found.length > 0) {
      setFocusSummary((n) => n + 1);
      return;
    }
    navigate(pathOf(steps[index + 1]?.id ?? REVIEW_STEP_ID));
    window.scrollTo?.({ top: 0 });
  };
  const back = () => {
    navigate(pathOf(steps[index - 1].id));
    window.scrollTo?.({ top: 0 });
  };
  const submit = async () => {
    setSubmitting(true);
    try {
      const found = await onSubmit(submittable());
      store.setErrors(found);
      if (found.length > 0) setFocusSummary((n) => n + 1);
    } finally {
      setSubmitting(false);
    }
  };
  const save = async () => {
    if (!onSave) return;
    setSubmitting(true);
    try {
      store.setErrors(await onSave(submittable()));
    } finally {
      setSubmitting(false);
    }
  };
  const stepOfError = (error: FieldError) => steps.find((s) => s.fields.includes(topField(error.path)));
  const title = current ? label(sectionTitleKey('steps', current)) : t('form.review.title');

  return (
    <Box>
      <Stepper activeStep={index} alternativeLabel aria-label={t('form.stepsLabel')} sx={{ mb: 3 }}>
        {steps.map((s) => (
          <Step key={s.id}>
            <StepTitle fields={s.fields} text={label(sectionTitleKey('steps', s))} />
          </Step>
        ))}
        <Step key={REVIEW_STEP_ID}>
          <StepLabel>{t('form.review.title')}</StepLabel>
        </Step>
      </Stepper>
      <Typography variant="overline" component="p" color="text.secondary">
        {t('form.stepOf', { current: index + 1, total: steps.length + 1 })}
      </Typography>
      <Typography ref={headingRef} component="h2" variant="h5" tabIndex={-1} sx={{ mb: 2, outline: 'none' }}>
        {title}
      </Typography>
      {current ? (
        <>
          <ErrorSummary ref={summaryRef} errors={stepErrors} />
          <SchemaForm key={current.id} section={current} title={title} />
        </>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {t('form.review.intro')}
          </Typography>
          <ErrorSummary
            ref={summaryRef}
            errors={reviewErrors}
            onSelect={(error) => {
              const owner = stepOfError(error);
              if (owner) navigate(pathOf(owner.id), { state: { reveal: error.path } satisfies RevealState });
            }}
          />
          <ReviewStep steps={steps} stepPath={pathOf} />
          {result && <Box sx={{ mt: 2 }}>{result}</Box>}
        </>
      )}
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'space-between', mt: 3 }}>
        <Box>
          {index > 0 && (
            <Button startIcon={<ArrowBackIcon />} onClick={back}>
              {t('form.back')}
            </Button>
          )}
        </Box>
        <Box sx={{ display: 'flex', gap: 1 }}>
          {onSave && (
            <Button variant="outlined" startIcon={<SaveIcon />} onClick={() => void save()} disabled={submitting}>
              {t('form.save')}
            </Button>
          )}
          {current ? (
            <Button variant="contained" endIcon={<ArrowForwardIcon />} onClick={next}>
              {t('form.next')}
            </Button>
          ) : (
            <Button variant="contained" endIcon={<SendIcon />} onClick={() => void submit()} disabled={submitting}>
              {submitLabel ?? t('form.submit')}
            </Button>
          )}
        </Box>
      </Box>
    </Box>
  );
}
