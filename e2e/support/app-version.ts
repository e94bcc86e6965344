/**
 * The application version as package.json states it: the footer's version line must show
 * exactly this, so a release that forgets to bump one of them fails the foundation test.
 */
import fs from 'node:fs';
import path from 'node:path';

const packageJson = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../package.json'), 'utf8')) as {
  version: string;
};

export const APP_VERSION: string = packageJson.version;

/** Matches "<word> <version>" in a text, e.g. versionLine('Versija') for "Versija 1.3.16". */
export function versionLine(word: string): RegExp {
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`${escape(word)} ${escape(APP_VERSION)}(?![\\d.])`);
}
