/**
 * Turns every failure into the one error shape. 4xx carry a translation key; 5xx are logged
 * with the request id and masked (no stack, SQL or internals reach the client).
 */
import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError, type ErrorBody, type FieldError } from '../lib/errors.js';
import { UNKNOWN_FIELDS_SHOWN, unknownFieldsOmitted } from '../../src/domain/schema/field-errors.js';

const FRAMEWORK_CODES: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'errors.malformed_json'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'errors.empty_body'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'errors.body_too_large'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'errors.unsupported_media_type'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'errors.bad_request'],
  FST_ERR_BAD_URL: [400, 'errors.bad_request'],
  FST_ERR_ASYNC_CONSTRAINT: [400, 'errors.bad_request'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [415, 'errors.unsupported_media_type'],
};

/** Route schema errors as field errors; unknown properties past UNKNOWN_FIELDS_SHOWN are counted, not listed. */
function validationErrors(error: FastifyError): FieldError[] {
  let unknown = 0;
  const listed = (error.validation ?? []).filter((v) => v.keyword !== 'additionalProperties' || unknown++ < UNKNOWN_FIELDS_SHOWN);
  const errors = listed.map((v): FieldError => {
    const missing = v.keyword === 'required' ? `/${String((v.params as { missingProperty?: string }).missingProperty)}` : '';
    const extra = v.keyword === 'additionalProperties' ? `/${String((v.params as { additionalProperty?: string }).additionalProperty)}` : '';
    return {
      path: `${v.instancePath}${missing}${extra}`,
      messageKey: `validation.${v.keyword}`,
      params: { ...(v.params as Record<string, unknown>), in: error.validationContext ?? 'body' },
      severity: 'critical',
    };
  });
  if (unknown > UNKNOWN_FIELDS_SHOWN) errors.push(unknownFieldsOmitted(unknown - UNKNOWN_FIELDS_SHOWN));
  return errors;
}

export default fp(
  async function errorsPlugin(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
      let status = 500;
      let body: ErrorBody = { message: 'errors.server' };
      if (error instanceof AppError) {
        status = error.statusCode;
        body = { message: error.message, ...(error.errors ? { errors: error.errors } : {}) };
      } else if ((error as FastifyError).validation) {
        status = 400;
        body = { message: 'errors.request_invalid', errors: validationErrors(error as FastifyError) };
      } else if (error.code && FRAMEWORK_CODES[error.code]) {
        const [code, key] = FRAMEWORK_CODES[error.code];
        status = code;
        body = { message: key };
      } else if (error.statusCode === 429) {
        status = 429;
        body = { message: 'errors.too_many_requests' };
      } else if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
        status = error.statusCode;
        body = { message: 'errors.bad_request' };
      }
      if (status >= 500) request.log.error({ err: error }, 'request failed');
      else request.log.info({ status, message: body.message }, 'request refused');
      if (reply.sent) return;
      reply.code(status).type('application/json; charset=utf-8').send(body);
    });
  },
  { name: 'errors' },
);
