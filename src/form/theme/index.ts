/**
 * The renderer's rjsf theme: @rjsf/mui's templates and widgets, with our own where the
 * registry needs them (translated labels, tooltips, counters, EUR, dates, days of month).
 */
import type { RegistryFieldsType, RegistryWidgetsType, TemplatesType } from '@rjsf/utils';
import { Templates as MuiTemplates, Widgets as MuiWidgets } from '@rjsf/mui';
import { BaseInputTemplate } from './base-input-template';
import { FieldTemplate } from './field-template';
import { ObjectFieldTemplate } from './object-field-template';
import { OneOfField } from './one-of-field';
import { DescriptionField, TitleField } from './title-field';
import { CheckboxesWidget } from './widgets/checkboxes-widget';
import { labelled } from './widgets/labelled';
import { DateWidget, EmailWidget, TextWidget, TimeWidget } from './widgets/text-widgets';

export const formTemplates: Partial<TemplatesType> = {
  ...MuiTemplates,
  BaseInputTemplate,
  FieldTemplate,
  ObjectFieldTemplate,
  TitleFieldTemplate: TitleField,
  DescriptionFieldTemplate: DescriptionField as TemplatesType['DescriptionFieldTemplate'],
};

export const formWidgets: RegistryWidgetsType = {
  ...MuiWidgets,
  TextWidget,
  DateWidget,
  TimeWidget,
  EmailWidget,
  SelectWidget: labelled(MuiWidgets.SelectWidget),
  CheckboxesWidget,
  CheckboxWidget: labelled(MuiWidgets.CheckboxWidget),
  RadioWidget: labelled(MuiWidgets.RadioWidget),
};

/** Fields replacing rjsf's own (rjsf keeps the others). */
export const formFields: RegistryFieldsType = { OneOfField };
