/**
 * Fastify's response serializers (fast-json-stringify, Fastify's default compiler), compiled
 * on a route's first response instead of at start-up: compiling every route's response
 * schemas, each twice (under /api and /sav), was a large part of the cold start (bench
 * cold-start). What a response carries is unchanged — the same compiler, the same schema.
 * A route schema fast-json-stringify cannot compile now fails on that route's first response
 * rather than at start-up; every route's tests answer at least once, so they still catch it.
 */
import { SerializerSelector, type SerializerFactory } from '@fastify/fast-json-stringify-compiler';

const defaultFactory: SerializerFactory = SerializerSelector();

/** Fastify `schemaController.compilersFactory.buildSerializer`: the default one, compiling lazily. */
export const lazySerializerFactory: SerializerFactory = (externalSchemas, options) => {
  const compile = defaultFactory(externalSchemas, options);
  return (route) => {
    let serialize: ((data: unknown) => string) | undefined;
    return (data) => {
      serialize ??= compile(route);
      return serialize(data);
    };
  };
};
