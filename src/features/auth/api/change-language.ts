/**
 * POST {base}/change-language {language} (spec §7): tells the server the signed-in user's
 * language, for what it writes to them later. Quiet: the switch itself already happened in
 * the browser (localStorage), and a failed report is no reason to bother the user.
 */
import { api } from '../../../lib/api/client';
import type { Language } from '../../../domain/languages';

export function reportLanguage(language: Language): Promise<{ language: Language }> {
  return api.post<{ language: Language }>('/change-language', { language }, { quiet: true });
}
