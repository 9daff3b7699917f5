import type {
  ContextConfigDefault,
  FastifyReply,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as catalogue from '@/contract/catalogue';
import * as common from '@/contract/common';
import {
  takesPreview,
  type ContractModules,
  type Endpoint,
  type ErrorStatus,
  type SchemaOf,
  type SchemaRef,
} from '@/contract/endpoints/define';
import { LOADERS } from '@/contract/endpoints/schema-loaders';
import * as forms from '@/contract/forms';
import type { App } from '../types';

// A route's options from its endpoint's declaration (docs/decisions/200-code-structure.md):
// method, URL and the whole schema (tag, summary, params, query, body, answers) come from
// src/contract/endpoints; the resource plugin gives only the handler and its own hooks or config.

// Every contract module, from the one list of them (src/contract/endpoints/schema-loaders.ts), loaded once.
const MODULES = Object.fromEntries(
  await Promise.all(Object.entries(LOADERS).map(async ([name, load]) => [name, await load()] as const)),
) as ContractModules;

/** The zod schema a declaration names. */
export function schemaOf<R extends SchemaRef>(ref: R): SchemaOf<R> {
  const dot = ref.indexOf('.');
  const schema = (MODULES[ref.slice(0, dot) as keyof ContractModules] as Record<string, unknown>)[ref.slice(dot + 1)];
  if (schema === undefined) throw new Error(`No contract schema ${ref}`);
  return schema as SchemaOf<R>;
}

/** Errors a form wraps in `data`; the framework's own (empty or malformed body) come plain (docs/product.md §8). */
const WrappedOrPlainError = forms.WrappedErrorSchema.or(common.ErrorSchema);

type Ref<E, K extends string> = E extends { [P in K]: infer R extends SchemaRef } ? SchemaOf<R> : undefined;
type Answers<E extends Endpoint> = {
  [S in keyof E['response']]: E['response'][S] extends SchemaRef ? SchemaOf<E['response'][S]> : never;
} & {
  [S in Exclude<E['errors'][number], keyof E['errorBodies']>]: typeof common.ErrorSchema;
} & { [S in keyof E['errorBodies']]: E['errorBodies'][S] extends SchemaRef ? SchemaOf<E['errorBodies'][S]> : never } & (E extends {
    wrappedErrors: readonly (infer W extends ErrorStatus)[];
  }
    ? { [S in W]: typeof WrappedOrPlainError }
    : unknown);

/** The Fastify schema of an endpoint, typed so the zod type provider types request and reply. */
export type RouteSchemaOf<E extends Endpoint> = {
  tags: string[];
  summary: string;
  params: Ref<E, 'params'>;
  querystring: E extends { query: SchemaRef }
    ? Ref<E, 'query'>
    : E extends { method: 'GET' }
      ? typeof catalogue.LangQuerySchema
      : undefined;
  body: Ref<E, 'body'>;
  response: Answers<E>;
};

export type EndpointHandler<E extends Endpoint> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  RouteSchemaOf<E>,
  ZodTypeProvider
>;
export type EndpointRequest<E extends Endpoint> = FastifyRequest<
  RouteGenericInterface,
  RawServerDefault,
  RawRequestDefaultExpression,
  RouteSchemaOf<E>,
  ZodTypeProvider
>;
export type EndpointReply<E extends Endpoint> = FastifyReply<
  RouteGenericInterface,
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  ContextConfigDefault,
  RouteSchemaOf<E>,
  ZodTypeProvider
>;

/** Method, URL (under the /api/cms prefix) and schema of a declared endpoint. */
export function routeOf<E extends Endpoint>(endpoint: E) {
  const response: Record<number, z.ZodType> = {};
  for (const [status, ref] of Object.entries(endpoint.response)) if (ref) response[Number(status)] = schemaOf(ref);
  for (const status of endpoint.wrappedErrors ?? []) response[status] = WrappedOrPlainError;
  // A studio route's 403 may name why (`two_factor_required`, docs/decisions/130); the others are plain.
  for (const status of endpoint.errors)
    response[status] = status === 403 && endpoint.tag === 'studio' ? schemaOf('studio.StudioForbiddenSchema') : common.ErrorSchema;
  for (const [status, ref] of Object.entries(endpoint.errorBodies ?? {})) if (ref) response[Number(status)] = schemaOf(ref);
  const declared = endpoint.query ? schemaOf(endpoint.query) : endpoint.method === 'GET' ? catalogue.LangQuerySchema : undefined;
  // Every public read takes a studio preview token (src/server/studio/preview-reads.ts), checked and documented here.
  const query =
    declared instanceof z.ZodObject && takesPreview(endpoint) && !('preview' in declared.shape)
      ? declared.extend({ preview: common.PreviewTokenSchema.optional() })
      : declared;
  const body = 'body' in endpoint && endpoint.body ? schemaOf(endpoint.body) : undefined;
  const schema = {
    tags: [endpoint.tag],
    ...(endpoint.session ? { security: [{ session: [] }] } : {}),
    summary: endpoint.summary,
    ...(endpoint.description ? { description: endpoint.description } : {}),
    ...(endpoint.params ? { params: schemaOf(endpoint.params) } : {}),
    ...(query ? { querystring: query } : {}),
    ...(body ? { body } : {}),
    response,
  };
  return { method: endpoint.method, url: `/${endpoint.path.replace(/^\/+/, '')}`, schema: schema as unknown as RouteSchemaOf<E> };
}

/** Options a plugin adds to a declared route: its hooks and config, never its method, URL or schema. */
export type RouteExtras = Omit<RouteShorthandOptions, 'schema'>;

/** Registers a declared endpoint with its handler: `registerEndpoint(app, catalogue.brandList, handler)`. */
export function registerEndpoint<E extends Endpoint>(app: App, endpoint: E, handler: EndpointHandler<E>, extras: RouteExtras = {}): void {
  app.route({ ...extras, ...routeOf(endpoint), handler } as Parameters<App['route']>[0]);
}
