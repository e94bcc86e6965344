/**
 * rjsf's oneOf field, with the chosen option's constants written into the data. rjsf fills a
 * new option's `const` properties from its defaults, but an option that is a `$ref` with
 * siblings (an asset kind: `{ $ref: assetBase, properties: { rusis: { const: "ntr" } } }`)
 * comes back without them, so a new asset would lose its kind (`rusis`) — the discriminator
 * the whole document check then reports as missing. The selector's choice is remembered here
 * and the option's constants are set on the data rjsf reports for that choice.
 */
import { useCallback, useMemo, useRef } from 'react';
import { getDefaultRegistry } from '@rjsf/core';
import { getUiOptions, getWidget, type FieldProps, type RJSFSchema, type UiSchema, type WidgetProps } from '@rjsf/utils';
import { isRecord } from '../engine/json';

const RjsfOneOfField = getDefaultRegistry().fields.OneOfField;
const SELECT_SUFFIX = '__oneof_select';

/** The `const` values an option's (resolved) properties hold, by property name. */
export function optionConstants(option: RJSFSchema): Record<string, unknown> {
  const constants: Record<string, unknown> = {};
  if (!isRecord(option.properties)) return constants;
  for (const [name, property] of Object.entries(option.properties)) {
    if (isRecord(property) && 'const' in property) constants[name] = property.const;
  }
  return constants;
}

export function OneOfField(props: FieldProps) {
  const { onChange, registry, uiSchema, fieldPathId } = props;
  const options = props.options as RJSFSchema[] | undefined;
  const chosen = useRef<number | undefined>(undefined);
  const selectorId = `${fieldPathId.$id}${SELECT_SUFFIX}`;
  const configured = getUiOptions(uiSchema).widget;

  // One component per field instance (a new one each render would remount the selector).
  const Selector = useMemo(() => {
    const Inner = getWidget<unknown, RJSFSchema>({ type: 'number' }, (configured as WidgetProps['options']['widget']) ?? 'select', registry.widgets);
    return function OptionSelector(widgetProps: WidgetProps) {
      const onSelect = (value: unknown) => {
        chosen.current = value === undefined ? undefined : Number(value);
        widgetProps.onChange(value);
      };
      return <Inner {...widgetProps} onChange={onSelect} />;
    };
  }, [configured, registry.widgets]);

  const handleChange = useCallback<FieldProps['onChange']>(
    (value, path, errors, id) => {
      const index = chosen.current;
      if (id === selectorId && index !== undefined && options?.[index] && isRecord(value)) {
        chosen.current = undefined;
        const resolved = registry.schemaUtils.retrieveSchema(options[index], value);
        const constants = optionConstants(resolved);
        const missing = Object.entries(constants).filter(([name]) => value[name] === undefined);
        if (missing.length > 0) value = { ...value, ...Object.fromEntries(missing) };
      }
      onChange(value, path, errors, id);
    },
    [onChange, options, registry.schemaUtils, selectorId],
  );

  // rjsf hands this uiSchema on to the chosen option too: harmless for an object (ObjectField
  // has no widget), but a primitive option would render the selector as its input.
  if (props.schema.type !== 'object') return <RjsfOneOfField {...props} />;
  const withSelector: UiSchema = { ...uiSchema, 'ui:widget': Selector };
  return <RjsfOneOfField {...props} uiSchema={withSelector} onChange={handleChange} />;
}
