/** JSON schemas of the cart routes. */
const TYPE_ID = '^[a-z0-9-]{1,100}$';

export const orderParams = {
  type: 'object',
  properties: { paslaugaID: { type: 'string', pattern: TYPE_ID }, uzsakymasID: { type: 'integer', minimum: 1 } },
  required: ['paslaugaID', 'uzsakymasID'],
  additionalProperties: false,
} as const;

/** The portal's two cart addresses; the provider sends the payer back to one of them. */
export const RETURN_PATH = '^/(krepselis|ntr-paslaugos/ntr-krepselis)/[a-z0-9-]{1,100}/[1-9][0-9]{0,15}$';

export const payBody = {
  type: 'object',
  properties: { returnPath: { type: 'string', pattern: RETURN_PATH } },
  required: ['returnPath'],
  additionalProperties: false,
} as const;

export const confirmBody = {
  type: 'object',
  properties: { payment: { type: 'string', minLength: 1, maxLength: 64 }, confirmation: { type: 'string', minLength: 1, maxLength: 200 } },
  required: ['payment', 'confirmation'],
  additionalProperties: false,
} as const;

export const orderResponse = {
  type: 'object',
  properties: {
    paslaugaId: { type: 'string' },
    uzsakymasId: { type: 'integer' },
    family: { type: 'string' },
    status: { type: 'string' },
    version: { type: 'integer' },
    amountCents: { type: 'integer' },
    currency: { type: 'string' },
    payable: { type: 'boolean' },
    paidAt: { type: ['string', 'null'] },
    registryNumber: { type: ['string', 'null'] },
    payments: {
      type: 'array',
      items: { type: 'object', properties: { status: { type: 'string' }, createdAt: { type: 'string' }, completedAt: { type: ['string', 'null'] } } },
    },
  },
} as const;

export const paymentParams = {
  type: 'object',
  properties: { paymentId: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' } },
  required: ['paymentId'],
  additionalProperties: false,
} as const;

export const standInBody = {
  type: 'object',
  properties: { outcome: { type: 'string', enum: ['apmoketas', 'atsauktas'] } },
  required: ['outcome'],
  additionalProperties: false,
} as const;
