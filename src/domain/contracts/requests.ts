/** The requests module's own endpoints (the items themselves: the catalogue items API). */
import { tagged } from './endpoint.js';
import { nullableText } from './shared.js';
import { exact } from './shapes.js';

export const findForeignEntity = tagged(['requests']).get(
  '/legal-entities',
  "A foreign legal entity by country (ISO alpha-2) and its home register's code; 404 errors.foreign_legal_entity_not_found tells the user to e-mail the registry",
  {
    query: exact({
      country: { type: 'string', pattern: '^[A-Z]{2}$' },
      code: { type: 'string', minLength: 1, maxLength: 30, pattern: '^[A-Za-z0-9/ .-]+$' },
    }),
    responses: {
      200: exact({ country: { type: 'string' }, code: { type: 'string' }, name: { type: 'string' }, address: nullableText }),
    },
  },
);
