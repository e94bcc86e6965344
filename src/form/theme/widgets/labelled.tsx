/**
 * Wraps a widget so that it shows translated texts: its label (a catalogue key in the schema's
 * `title`) and the labels of its options (enum values → `fields.enum.<value>`; option titles
 * of a oneOf, e.g. asset kinds → their keys).
 */
import type { ComponentType } from 'react';
import type { EnumOptionsType, WidgetProps } from '@rjsf/utils';
import { enumLabel } from '../../labels';
import { formContextOf } from '../form-context';

export function labelled(Widget: ComponentType<WidgetProps>): ComponentType<WidgetProps> {
  function Labelled(props: WidgetProps) {
    const { label } = formContextOf(props.registry);
    const enumOptions = props.options.enumOptions as EnumOptionsType[] | undefined;
    const options = enumOptions
      ? {
          ...props.options,
          enumOptions: enumOptions.map((o) => ({ ...o, label: o.label === String(o.value) ? enumLabel(label, o.value) : label(o.label) })),
        }
      : props.options;
    // rjsf hides the label of a oneOf's option selector when the field is an object; the
    // selector still needs its name (the kind it chooses), visibly and for screen readers.
    const hideLabel = props.hideLabel && !String(props.name ?? '').endsWith('__oneof_select');
    return <Widget {...props} label={label(props.label)} hideLabel={hideLabel} options={options} />;
  }
  Labelled.displayName = `Labelled(${Widget.displayName ?? Widget.name})`;
  return Labelled;
}
