/** Multiple choice (e.g. the kinds of a mortgage): in a row when there are more than three options. */
import type { WidgetProps } from '@rjsf/utils';
import { Widgets as MuiWidgets } from '@rjsf/mui';
import { labelled } from './labelled';

const Labelled = labelled(MuiWidgets.CheckboxesWidget);

export function CheckboxesWidget(props: WidgetProps) {
  const count = props.options.enumOptions?.length ?? 0;
  const options = props.options.inline === undefined && count > 3 ? { ...props.options, inline: true } : props.options;
  return <Labelled {...props} options={options} />;
}
