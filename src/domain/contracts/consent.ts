/** The terms of use and the user's answer to them (spec §7; api/modules/consent). */
import { defineEndpoint } from './endpoint.js';
import { closedObject, exact } from './shapes.js';

const tags = ['consent'];

export const getTerms = defineEndpoint({
  method: 'GET',
  path: '/naudojimo-sutartis',
  tags,
  summary: 'The terms of use (html) and the real-property services terms (html_ntrpaslaugos)',
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

export const giveConsent = defineEndpoint({
  method: 'POST',
  path: '/naudotojas/sutikimas',
  tags,
  summary: "Records the signed-in user's answer to the terms (true = agree); ntrpaslaugos: the real-property services terms",
  body: closedObject(
    {
      snau_id: { type: 'integer', minimum: 1 },
      snau_sutikimas_su_salygomis: { type: 'boolean' },
      ntrpaslaugos: { type: 'boolean' },
    },
    ['snau_id', 'snau_sutikimas_su_salygomis'],
  ),
  responses: { 200: consentState },
});
