/** JSON Schemas of envelopes that several modules' routes share (responses and OpenAPI). */

/** One field error or business-check issue: { path, messageKey, params?, severity }. */
export const fieldErrorSchema = {
  type: 'object',
  properties: {
    path: { type: 'string' },
    messageKey: { type: 'string' },
    params: { type: 'object', additionalProperties: true },
    severity: { type: 'string', enum: ['critical', 'warning'] },
  },
  required: ['path', 'messageKey', 'severity'],
} as const;
