/**
 * One document being edited with one type: the prepared type, the document store, the
 * labeler and what every rjsf block shares (formContext, translateString). Provided once per
 * page; blocks, tables and views read it with useFormSession().
 */
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import type { Registry } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import type { FieldError } from '../../domain/schema/field-errors';
import { registryDate } from '../../domain/schema/runtime/today';
import type { DocumentData, DocumentStore } from '../engine/document-store';
import { createRevealer, type Revealer } from '../engine/reveal';
import type { FormType } from '../engine/form-type';
import { validateDocument } from '../engine/validate-document';
import { fieldDocument, recheck, withItem } from '../engine/field-check';
import { isWithin } from '../engine/pointer';
import { conditionInputs } from '../engine/condition-inputs';
import { submittableData, withoutHiddenFields } from '../engine/visible-data';
import { useTooltips } from '../hooks/use-tooltips';
import { createLabeler, formNamespaces, labelNamespaceOf, type Labeler } from '../labels';
import type { SchemaFormContext } from '../theme/form-context';
import { createTranslateString } from '../theme/translate-string';

export interface FormSession {
  type: FormType;
  store: DocumentStore;
  label: Labeler;
  /** translated text of a field error */
  message: (key: string, params?: Record<string, unknown>) => string;
  formContext: SchemaFormContext;
  translateString: Registry['translateString'];
  /** validates the whole document now, as it would be submitted (no state changes) */
  validate: () => FieldError[];
  /** judges the fields at `paths` (pointers under one top-level field) and shows their errors; cheap enough per keystroke */
  checkField: (field: string, paths: ReadonlySet<string>) => void;
  /** judges one list item as it would be saved, shows its errors and returns them */
  checkItem: (field: string, index: number, item: unknown) => FieldError[];
  /** the document as it is submitted: hidden fields left out */
  submittable: () => DocumentData;
  /** brings a field (by pointer) into view and focus */
  revealer: Revealer;
}

const SessionContext = createContext<FormSession | null>(null);

export interface SchemaFormProviderProps {
  type: FormType;
  store: DocumentStore;
  /** help texts by code; default: the server's active tooltips */
  tooltips?: ReadonlyMap<string, string>;
  /** today (YYYY-MM-DD); default: today in Europe/Vilnius */
  today?: string;
  children: ReactNode;
}

export function SchemaFormProvider({ type, store, tooltips, today, children }: SchemaFormProviderProps) {
  // Suspends until the type's labels are loaded (lazy namespaces).
  const { i18n, t } = useTranslation(formNamespaces(type.id));
  const serverTooltips = useTooltips();
  const help = tooltips ?? serverTooltips;
  const language = i18n.language;
  const [revealer] = useState(createRevealer);
  const session = useMemo<FormSession>(() => {
    const label = createLabeler(i18n, labelNamespaceOf(type));
    const conditionFields = conditionInputs(type.schema);
    return {
      type,
      store,
      label,
      message: (key, params) => label(key, params),
      formContext: { label, tooltips: help, today: today ?? registryDate(new Date()) },
      translateString: createTranslateString(t),
      validate: () => validateDocument(type, submittableData(type, store), today),
      checkField: (field, paths) => {
        const partial = withoutHiddenFields(type.layout, fieldDocument(store.getData(), field, conditionFields));
        const current = store.getErrors();
        const next = recheck(current, paths, validateDocument(type, partial, today));
        // nothing new: no re-render (a blur on the way to a button must not move the button)
        const seen = new Set(current.map((e) => `${e.path} ${e.messageKey}`));
        if (next.length !== current.length || next.some((e) => !seen.has(`${e.path} ${e.messageKey}`))) store.setErrors(next);
      },
      checkItem: (field, index, item) => {
        const base = `/${field}/${index}`;
        const partial = withoutHiddenFields(type.layout, fieldDocument(withItem(store.getData(), field, index, item), field, conditionFields));
        const fresh = validateDocument(type, partial, today).filter((e) => isWithin(e.path, base));
        store.setErrors([...store.getErrors().filter((e) => !isWithin(e.path, base)), ...fresh]);
        return fresh;
      },
      submittable: () => submittableData(type, store),
      revealer,
    };
    // `language`: labels change with it (the workplace is lt only; the portal switches).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [type, store, help, today, i18n, t, language, revealer]);
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

/** The form session of the surrounding SchemaFormProvider. */
export function useFormSession(): FormSession {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useFormSession outside SchemaFormProvider');
  return session;
}
