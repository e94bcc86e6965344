/**
 * The form-engine baseline (bench only, never in the app bundle): the same schema and the same
 * document in a stock @rjsf/mui Form — one Form over the whole document, liveValidate, AJV
 * compiling the schema at run time (@rjsf/validator-ajv8 with the project's AJV options,
 * formats and keywords), controlled formData, no memoization. The harness serves data.json
 * ({ schema, data }) next to this page.
 */
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import Form from '@rjsf/mui';
import type { RJSFSchema } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { AJV_OPTIONS } from '../../src/domain/schema/ajv-options';
import { FORMATS } from '../../src/domain/schema/runtime/formats';
import { CATALOG_VOCABULARY } from '../../src/domain/schema/vocabulary';

// `code` only matters for standalone generation (npm run gen): a run-time compile has no use for it.
const { code: _standaloneOnly, ...ajvOptions } = AJV_OPTIONS;
void _standaloneOnly;

const { schema, data } = (await (await fetch('./data.json')).json()) as { schema: RJSFSchema; data: Record<string, unknown> };

const validator = customizeValidator({
  AjvClass: Ajv2020,
  ajvOptionsOverrides: ajvOptions,
  customFormats: FORMATS,
  extenderFn: (ajv) => {
    ajv.addVocabulary(CATALOG_VOCABULARY);
    return ajv;
  },
});

function App() {
  const [formData, setFormData] = useState(data);
  return <Form schema={schema} formData={formData} validator={validator} liveValidate onChange={(e) => setFormData(e.formData as Record<string, unknown>)} />;
}

createRoot(document.getElementById('root')!).render(<App />);
