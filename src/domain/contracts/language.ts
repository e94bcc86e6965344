/** POST {base}/change-language (spec §7): the signed-in user's language (api/modules/language). */
import { LANGUAGES } from '../languages.js';
import { tagged } from './endpoint.js';
import { exact } from './shapes.js';

const language = exact({ language: { type: 'string', enum: LANGUAGES } });

export const changeLanguage = tagged(['auth']).post('/change-language', "Records the signed-in user's language (lt or en)", {
  body: language,
  responses: { 200: language },
});
