/** Route envelopes of the certificates module (params, responses; no request bodies). */
import { itemsOf } from '../../lib/schemas.js';
export const idParams = {
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1 } },
} as const;

export const issuedResponse = itemsOf({
  type: 'object',
  additionalProperties: false,
  required: ['id', 'type', 'number', 'issuedAt', 'keepUntil', 'available', 'fileName', 'size'],
  properties: {
    id: { type: 'integer' },
    type: { type: 'string' },
    number: { type: 'string' },
    issuedAt: { type: 'string' },
    keepUntil: { type: 'string' },
    available: { type: 'boolean' },
    fileName: { type: 'string' },
    size: { type: 'integer' },
  },
} as const);

export const landPlotsResponse = itemsOf({
  type: 'object',
  additionalProperties: false,
  required: ['unikalusNr', 'kadastroNr', 'savivaldybe', 'adresas', 'plotasHa', 'plotasM2', 'paskirtis', 'dalis'],
  properties: {
    unikalusNr: { type: 'string' },
    kadastroNr: { type: 'string' },
    savivaldybe: { type: 'string' },
    adresas: { type: 'string' },
    plotasHa: { type: 'string' },
    plotasM2: { type: 'integer' },
    paskirtis: { enum: ['zemes_ukio', 'misku_ukio', 'kita'] },
    dalis: { type: 'string' },
  },
} as const);

export const applicantResponse = {
  type: 'object',
  additionalProperties: false,
  required: ['pareiskejas'],
  properties: {
    pareiskejas: {
      type: ['object', 'null'],
      additionalProperties: false,
      properties: {
        asmensTipas: { enum: ['fizinis', 'juridinis'] },
        vardas: { type: 'string' },
        pavarde: { type: 'string' },
        asmensKodas: { type: 'string' },
        pavadinimas: { type: 'string' },
        jaKodas: { type: 'string' },
      },
    },
  },
} as const;
