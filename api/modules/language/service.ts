/**
 * The signed-in user's language (app.languageService, spec §7 POST change-language): the
 * portal reports the language the user switched to, so what the server writes to them later
 * (notices, e-mails) can follow it. The browser's own choice lives in its localStorage.
 */
import type { SessionUser } from '../../plugins/access.js';
import { isLanguage, type Language } from '../../../src/domain/languages.js';
import type { changeLanguage } from '../../../src/domain/contracts/language.js';
import type { ResponseOf } from '../../../src/domain/contracts/endpoint.js';
import * as repo from './repository.js';
import { servicePlugin } from '../../lib/service-plugin.js';

export interface LanguageService {
  /** Records the user's language (one of LANGUAGES; the route schema refuses others). */
  change(user: SessionUser, language: Language): Promise<ResponseOf<typeof changeLanguage>>;
  /** The language the user chose last, or null when never. */
  of(userId: number): Promise<Language | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    languageService: LanguageService;
  }
}

export default servicePlugin(
  'languageService',
  async function languageService(app, db) {
    return {
      async change(user, language) {
        await repo.setLanguage(db, user.userId, language, app.clock.now().toISOString());
        return { language };
      },
      async of(userId) {
        const stored = await repo.languageOf(db, userId);
        return isLanguage(stored) ? stored : null;
      },
    } satisfies LanguageService;
  },
  { name: 'language-service', dependencies: ['db'] },
);
