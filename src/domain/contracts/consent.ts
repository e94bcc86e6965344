/** The terms of use and the user's answer to them (spec §7; api/modules/consent). */
import { tagged } from './endpoint.js';
import { closedObject, exact } from './shapes.js';

const api = tagged(['consent']);

export const getTerms = api.get('/naudojimo-sutartis', 'The terms of use (html) and the real-property services terms (html_ntrpaslaugos)', {
  responses: {
    200: exact({ html: { type: 'string' }, html_ntrpaslaugos: { type: 'string' } }),
  },
});

/** The user's consent flags after the change. */
export const consentState = exact({
  snau_id: { type: 'integer' },
  snau_sutikimas_su_salygomis: { type: 'boolean' },
  snau_sutikimas_su_salygomis_ntrpaslaugos: { type: 'boolean' },
  snau_savitarnos_sutartis: { type: 'boolean' },
});

export const giveConsent = api.post(
  '/naudotojas/sutikimas',
  "Records the signed-in user's answer to the terms (true = agree); ntrpaslaugos: the real-property services terms",
  {
    body: closedObject(
      {
        snau_id: { type: 'integer', minimum: 1 },
        snau_sutikimas_su_salygomis: { type: 'boolean' },
        ntrpaslaugos: { type: 'boolean' },
      },
      ['snau_id', 'snau_sutikimas_su_salygomis'],
    ),
    responses: { 200: consentState },
  },
);
