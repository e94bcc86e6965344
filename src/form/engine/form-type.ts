/**
 * A catalogue type made ready for drawing: the generated module (bundled schema, ui file,
 * precompiled validators) plus its root validator (validate-document.ts), the rjsf validator, the block schemas and the uiSchema with
 * its shared definitions keyed the way rjsf looks them up.
 */
import type { RJSFSchema, UiSchema, ValidatorType } from '@rjsf/utils';
import type { Layout } from '../../domain/schema/layout';
import { rootValidator, type PrecompiledType } from '../../domain/schema/precompiled';
import { rootFieldNames } from '../../domain/schema/unknown-root-fields';
import { createFieldSchemas, type FieldSchemas } from './field-schemas';
import { isRecord } from './json';
import { createTypeValidator, type MissingValidatorHandler } from './rjsf-validator';
import type { DocumentJudge } from './validate-document';

export interface FormType extends DocumentJudge {
  id: string;
  /** the bundled schema (what the validators were compiled from) */
  schema: RJSFSchema;
  layout: Layout;
  /** the type's uiSchema; `ui:definitions` also under absolute refs (see below) */
  uiSchema: UiSchema;
  /** rjsf's validator: option matching and defaults only; documents are judged by validateDocument */
  validator: ValidatorType<unknown, RJSFSchema>;
  blocks: FieldSchemas;
  /** top-level fields in display order (ui:order, then the rest of the schema's) */
  fields: string[];
}

/**
 * rjsf makes the refs of a 2020-12 schema absolute (`<$id>#/$defs/x`) before it looks up
 * `ui:definitions` by ref, while the catalogue keys them `#/$defs/x`: offer both.
 */
function withAbsoluteDefinitions(uiSchema: Record<string, unknown>, rootId: string): UiSchema {
  const definitions = uiSchema['ui:definitions'];
  if (!isRecord(definitions)) return uiSchema as UiSchema;
  const both: Record<string, unknown> = { ...definitions };
  for (const [ref, ui] of Object.entries(definitions)) if (ref.startsWith('#')) both[`${rootId}${ref}`] = ui;
  return { ...uiSchema, 'ui:definitions': both } as UiSchema;
}

function displayOrder(schema: RJSFSchema, uiSchema: UiSchema): string[] {
  const all = Object.keys(isRecord(schema.properties) ? schema.properties : {});
  const order = Array.isArray(uiSchema['ui:order']) ? (uiSchema['ui:order'] as string[]) : [];
  return [...order.filter((f) => all.includes(f)), ...all.filter((f) => !order.includes(f))];
}

/**
 * Prepares a generated type module for the renderer.
 * @param module the generated module (src/domain/generated/validators/<id>.ts)
 * @param onMissing told when rjsf asks about a sub-schema without a precompiled function
 */
export function prepareFormType(module: PrecompiledType, onMissing?: MissingValidatorHandler): FormType {
  const schema = module.schema as RJSFSchema;
  const validator = createTypeValidator(module.validators, schema, onMissing);
  const uiSchema = withAbsoluteDefinitions(module.ui.uiSchema, String(schema.$id));
  return {
    id: module.typeId,
    schema,
    layout: module.ui.layout,
    uiSchema,
    validator,
    rootValidate: rootValidator(module),
    rootFields: rootFieldNames(module.schema),
    blocks: createFieldSchemas(schema, validator),
    fields: displayOrder(schema, uiSchema),
  };
}
