/** The schema studio's test types: the lease copied into an equipment rental with a pattern field, and its publication. */
import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { copyTypeFiles, type TypeFiles } from '../../src/domain/studio/type-files.js';
import { readRepositoryType } from '../../api/modules/studio/repository-type.js';
import type { SignedIn } from './auth.js';
import { validFixture } from './items.js';

/** The lease copy with a serial-number field (pattern) on the contract tab, labelled, with fixtures. */
export function equipmentRental(id: string): TypeFiles {
  const files = copyTypeFiles(readRepositoryType('.', 'documents', 'nuoma')!, id, 'Įrangos nuoma');
  const schema = files.schema as { properties: Record<string, unknown> };
  schema.properties.serijinisNumeris = { type: 'string', pattern: '^[A-Z]{2}[0-9]{6}$', messageKeys: { pattern: 'validation.pattern' } };
  const ui = files.uiSchema as { layout: { tabs: { fields: string[] }[]; steps: { fields: string[] }[] }; uiSchema: { 'ui:order': string[] } };
  ui.layout.tabs[3].fields.push('serijinisNumeris');
  ui.layout.steps[2].fields.push('serijinisNumeris');
  ui.uiSchema['ui:order'].push('serijinisNumeris');
  (files.texts.lt.types as Record<string, { fields: Record<string, string> }>)[id].fields.serijinisNumeris = 'Serijinis numeris';
  const bad = { data: { ...validFixture('nuoma'), serijinisNumeris: 'x1' }, expect: [{ path: '/serijinisNumeris', messageKey: 'validation.pattern' }] };
  files.fixtures.invalid['serijinis-numeris-netinkamas'] = bad;
  return files;
}

/**
 * Drafts (a copy of the lease under `id`, or the next version of `id`), saves `change(files)`,
 * sends, approves by the reviewer and publishes: the published version number.
 */
export async function publishStudioType(
  app: FastifyInstance,
  who: { author: SignedIn; reviewer: SignedIn },
  id: string,
  change: (files: TypeFiles) => TypeFiles,
  from: { id: string; version: number } = { id: 'nuoma', version: 1 },
): Promise<number> {
  const call = (as: SignedIn, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    app.inject({ method, url: `/api/studio${url}`, headers: as.headers, ...(payload ? { payload } : {}) });
  const created = await call(who.author, 'POST', '/drafts', from.id === id ? { from } : { from, id, title: 'Įrangos nuoma' });
  expect(created.statusCode).toBe(201);
  const { version } = created.json() as { version: number };
  const files = (await call(who.author, 'GET', `/types/${id}/versions/${version}`)).json().files as TypeFiles;
  expect((await call(who.author, 'PUT', `/types/${id}/versions/${version}`, { files: change(files) })).json()).toEqual({ problems: [] });
  expect((await call(who.author, 'POST', `/types/${id}/versions/${version}/submit`, {})).statusCode).toBe(200);
  expect((await call(who.reviewer, 'POST', `/types/${id}/versions/${version}/approve`, {})).statusCode).toBe(200);
  expect((await call(who.reviewer, 'POST', `/types/${id}/versions/${version}/publish`)).statusCode).toBe(200);
  return version;
}
