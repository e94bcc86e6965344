/**
 * rjsf's Form with a short way for text typed into a plain string field (decision 0180). rjsf
 * handles every change as a change of the whole block: it clones the data, computes the
 * schema's defaults over all of it and resolves the schema again (`getStateFromProps`), once
 * per keystroke. A plain string leaf (`engine/plain-leaf.ts`) can change nothing but itself, so
 * its change only sets the value (new objects along its path) through the same queued state
 * update and the same report as rjsf's own, in the same event; the report also names the leaf
 * (`onChange(event, id, { path, value })`) so the caller can write it without looking at the
 * rest of the block. Every other change — a cleared field, a choice, a list, a field a
 * condition reads, a group not yet in the data, live validation — goes rjsf's whole way.
 */
import Form, { type FormProps, type FormState, type IChangeEvent } from '@rjsf/core';
import type { ErrorSchema, FieldPathList, RJSFSchema } from '@rjsf/utils';
import { hasParentGroups, isPlainStringLeaf, setAt } from '../engine/plain-leaf';

type State = FormState<unknown, RJSFSchema>;
type Props = FormProps<unknown, RJSFSchema>;

/** A value typed into a plain string field, as the report names it. */
export interface LeafChange {
  path: string[];
  value: string;
}

interface Change {
  newValue: unknown;
  path: FieldPathList;
  newErrorSchema?: ErrorSchema;
}

interface Outcome {
  state: Partial<State> | null;
  leaf?: LeafChange;
}

/** The parts of rjsf's Form (6.11, private in its typings) the short way goes through. */
interface FormInternals {
  changeCount: number;
  lastReportedChange: number;
  queueUpdate(
    compute: (prevState: State, props: Props, isLast: boolean) => Outcome,
    onCommit: (result: Outcome, prevState: State, props: Props, isThrown: boolean) => void,
    options: { getKey: () => boolean },
  ): void;
  processChange(change: Change, isLast: boolean, prevState: State, props: Props): Partial<State>;
  reportChange(event: IChangeEvent, ...rest: unknown[]): void;
}

/** The part of the state a change event carries (rjsf's own `toIChangeEvent`). */
function toChangeEvent({ schema, uiSchema, fieldPathId, schemaUtils, formData, edit, errors, errorSchema }: State): IChangeEvent {
  return { schema, uiSchema, fieldPathId, schemaUtils, formData, edit, errors, errorSchema };
}

/** What must hold, besides the leaf itself, for a change to take the short way. */
function plainForm(props: Props): boolean {
  return !props.liveValidate && !props.liveOmit && !props.omitExtraData;
}

/** The leaf `change` sets in the state it is applied to, or undefined when rjsf must handle it. */
function leafOf({ newValue, path, newErrorSchema }: Change, prevState: State, props: Props): LeafChange | undefined {
  if (typeof newValue !== 'string' || newValue === '' || newErrorSchema !== undefined || !plainForm(props)) return undefined;
  if (!path.every((segment): segment is string => typeof segment === 'string')) return undefined;
  if (prevState.customErrors !== undefined || !isPlainStringLeaf(props.schema, path)) return undefined;
  return hasParentGroups(prevState.formData, path) ? { path: [...path], value: newValue } : undefined;
}

export class LeafChangeForm extends Form<unknown, RJSFSchema> {
  constructor(props: Props) {
    super(props);
    const whole = this.onChange;
    this.onChange = (newValue, path, newErrorSchema, id) => {
      const typed = typeof newValue === 'string' && newErrorSchema === undefined && plainForm(this.props);
      if (typed && path.every((segment) => typeof segment === 'string') && isPlainStringLeaf(this.props.schema, path as string[])) {
        this.changeLeaf({ newValue, path, newErrorSchema }, id);
      } else whole(newValue, path, newErrorSchema, id);
    };
  }

  /** rjsf's `onChange` with the leaf's short computation, falling back to rjsf's own when it does not apply. */
  private changeLeaf(change: Change, id: string | undefined) {
    const internals = this as unknown as FormInternals;
    internals.changeCount += 1;
    const changeNumber = internals.changeCount;
    internals.queueUpdate(
      (prevState, props, isLast) => {
        const leaf = leafOf(change, prevState, props);
        if (!leaf) return { state: internals.processChange(change, isLast, prevState, props) };
        return { state: { formData: setAt(prevState.formData, leaf.path, leaf.value) }, leaf };
      },
      ({ state, leaf }, prevState, props, isThrown) => {
        if (!state) return;
        const reportedId = isThrown ? [] : [id];
        if (changeNumber < internals.lastReportedChange) {
          // React rebased later changes onto this one: only the committed state holds them all
          internals.reportChange(toChangeEvent(this.state), ...reportedId);
          return;
        }
        internals.lastReportedChange = changeNumber;
        const changed = { ...prevState, ...state };
        const event = toChangeEvent({ ...changed, ...Form.getDerivedStateFromProps(props, changed) } as State);
        internals.reportChange(event, ...reportedId, ...(leaf && !isThrown && id !== undefined ? [leaf] : []));
      },
      { getKey: () => changeNumber === internals.changeCount },
    );
  }
}
