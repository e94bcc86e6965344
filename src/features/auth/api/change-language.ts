/**
 * POST {base}/change-language {language} (spec §7): tells the server the signed-in user's
 * language, for what it writes to them later. Quiet: the switch itself already happened in
 * the browser (localStorage), and a failed report is no reason to bother the user.
 */
import { changeLanguage } from '../../../domain/contracts/language';
import type { Language } from '../../../domain/languages';
import { call } from '../../../lib/api/call';

export const reportLanguage = (language: Language) => call(changeLanguage, { body: { language }, quiet: true });
