/**
 * The wizard's step guard: a step (or the review) is reached only when every step before it
 * is filled in correctly. A deep link or a bookmark to a later step of an unfinished request
 * lands on the first step that still has errors, with those errors shown — the same outcome
 * as pressing "Toliau" there. Checked on arrival at a step, not while typing. Used by the
 * portal's request wizard (src/form/components/portal-item-editor.tsx, `guardSteps`).
 */
import { useEffect, useMemo, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useVisibleSections } from '../hooks/use-layout';
import { errorsOfFields } from '../hooks/use-section-errors';
import { useFormSession } from './form-session';
import { REVIEW_STEP_ID } from './wizard-view';

export interface StepGuardProps {
  /** the step segment of the address */
  step: string | undefined;
  /** the URL of a step */
  stepPath: (id: string) => string;
  children: ReactNode;
}

/** Renders the step, or sends the user to the first earlier step that still has errors. */
export function StepGuard({ step, stepPath, children }: StepGuardProps) {
  const { validate, store } = useFormSession();
  const steps = useVisibleSections('steps');
  const blocked = useMemo(() => {
    const index = step === REVIEW_STEP_ID ? steps.length : steps.findIndex((s) => s.id === step);
    if (index <= 0) return null;
    const errors = validate();
    const first = steps.slice(0, index).find((s) => errorsOfFields(errors, s.fields).length > 0);
    if (!first) return null;
    return { id: first.id, errors: errorsOfFields(errors, first.fields) };
  }, [step, steps, validate]);
  useEffect(() => {
    if (blocked) store.setErrors(blocked.errors);
  }, [blocked, store]);
  return blocked ? <Navigate to={stepPath(blocked.id)} replace /> : children;
}
