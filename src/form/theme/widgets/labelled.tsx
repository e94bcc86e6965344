/**
 * Wraps a widget so that it shows translated texts: its label (a catalogue key in the schema's
 * `title`) and the labels of its options (enum values → `fields.enum.<value>`; option titles
 * of a oneOf, e.g. asset kinds → their keys). Read-only, the chosen option's label (several:
 * joined by commas; a yes/no field: "Taip"/"Ne") as read-only text.
 */
import type { ComponentType } from 'react';
import type { EnumOptionsType, WidgetProps } from '@rjsf/utils';
import { ariaDescribedByIds } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { enumLabel } from '../../labels';
import { formContextOf } from '../form-context';
import { ReadOnlyText } from './read-only-text';

/** The chosen value(s) as people read them: option labels, or Taip/Ne for a yes/no field without options. */
function chosenText(value: unknown, options: readonly EnumOptionsType[] | undefined, yesNo: (v: boolean) => string): string {
  const labelOf = (v: unknown): string => {
    const option = options?.find((o) => o.value === v || String(o.value) === String(v));
    if (option) return option.label;
    return typeof v === 'boolean' ? yesNo(v) : v === undefined || v === null ? '' : String(v);
  };
  return Array.isArray(value) ? value.map(labelOf).filter(Boolean).join(', ') : labelOf(value);
}

function ReadOnlyChoice(props: WidgetProps) {
  const { t } = useTranslation('form');
  const { id, htmlName, hideLabel, label, value, options } = props;
  const text = chosenText(value, options.enumOptions, (v) => t(v ? 'form.yes' : 'form.no'));
  return <ReadOnlyText id={id} name={htmlName} label={hideLabel ? undefined : label} text={text} describedBy={ariaDescribedByIds(id, false)} />;
}

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
    const Drawn = props.readonly ? ReadOnlyChoice : Widget;
    return <Drawn {...props} label={label(props.label)} hideLabel={hideLabel} options={options} />;
  }
  Labelled.displayName = `Labelled(${Widget.displayName ?? Widget.name})`;
  return Labelled;
}
