import { z } from 'zod';
import { ALL_ENDPOINTS } from '@/contract/endpoints/all';
import { API_PREFIX, apiPath, type Endpoint } from '@/contract/endpoints/define';
import { buildApp } from '../app';
import type { Database } from '../db/client';
import { schemaOf } from '../routes/endpoint-route';

// docs/api.md, generated from the OpenAPI document the server publishes (docs/decisions/200): one section
// per tag, one entry per declared endpoint with its parameters and answers. `npm run docs:api` writes it;
// a test fails while the committed file differs from what this renders.

type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  additionalProperties?: boolean | JsonSchema;
  default?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
};
type Parameter = { in: string; name: string; required?: boolean; schema?: JsonSchema };
type Operation = {
  summary?: string;
  description?: string;
  tags?: string[];
  security?: unknown[];
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
};
export type OpenApiDocument = { info: { title: string; description?: string }; paths: Record<string, Record<string, Operation>> };

const MAX_DEPTH = 4;
const SAFE_INTEGER = 9_007_199_254_740_991;

/** A JSON schema as a compact TypeScript-like type: `{ data: { id: integer, slug: string }[] }`. */
export function typeText(schema: JsonSchema | undefined, depth = 0): string {
  if (!schema) return 'unknown';
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum) return schema.enum.map((v) => JSON.stringify(v)).join(' | ');
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return union.map((s) => typeText(s, depth)).join(' | ');
  if (schema.allOf) return schema.allOf.map((s) => typeText(s, depth)).join(' & ');
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length > 1) return types.map((type) => typeText({ ...schema, type }, depth)).join(' | ');
  switch (types[0]) {
    case 'array':
      return `${wrap(typeText(schema.items, depth))}[]`;
    case 'object': {
      if (!schema.properties) {
        const values = typeof schema.additionalProperties === 'object' ? typeText(schema.additionalProperties, depth + 1) : 'unknown';
        return `{ [key: string]: ${values} }`;
      }
      if (depth >= MAX_DEPTH) return '{ … }';
      const required = new Set(schema.required ?? []);
      const fields = Object.entries(schema.properties).map(
        ([name, value]) => `${name}${required.has(name) ? '' : '?'}: ${typeText(value, depth + 1)}`,
      );
      return `{ ${fields.join(', ')} }`;
    }
    case undefined:
      return 'unknown';
    default:
      return types[0];
  }
}

const wrap = (text: string) => (/[|&]/.test(text) && !text.startsWith('{') ? `(${text})` : text);

/** What a parameter accepts beyond its type: default, bounds, length, pattern. */
function constraints(schema: JsonSchema | undefined): string {
  if (!schema) return '';
  const parts: string[] = [];
  if (schema.default !== undefined) parts.push(`default ${JSON.stringify(schema.default)}`);
  if (schema.minimum !== undefined && Math.abs(schema.minimum) !== SAFE_INTEGER) parts.push(`≥ ${schema.minimum}`);
  if (schema.maximum !== undefined && Math.abs(schema.maximum) !== SAFE_INTEGER) parts.push(`≤ ${schema.maximum}`);
  if (schema.minLength !== undefined && schema.minLength > 0) parts.push(`length ≥ ${schema.minLength}`);
  if (schema.maxLength !== undefined) parts.push(`length ≤ ${schema.maxLength}`);
  if (schema.pattern) parts.push(`pattern \`${schema.pattern.replace(/\|/g, '\\|')}\``);
  return parts.join(', ');
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

function parameterTable(parameters: Parameter[]): string[] {
  if (parameters.length === 0) return [];
  return [
    '| Parameter | In | Required | Type | Notes |',
    '|---|---|---|---|---|',
    ...parameters.map(
      (p) => `| \`${p.name}\` | ${p.in} | ${p.required ? 'yes' : 'no'} | ${cell(typeText(p.schema))} | ${cell(constraints(p.schema))} |`,
    ),
    '',
  ];
}

/** The fields of a multipart form, from the declaration's input schema (the pipeline checks them, not Fastify). */
function formFields(endpoint: Endpoint): Parameter[] {
  if (!('input' in endpoint) || !endpoint.input) return [];
  const json = z.toJSONSchema(schemaOf(endpoint.input), { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const variants = json.anyOf ?? json.oneOf ?? [json];
  // A union (the inquiry's contact | business): each field once, its types joined, required when every variant requires it.
  const fields = new Map<string, { schemas: JsonSchema[]; required: number }>();
  for (const variant of variants) {
    for (const [name, schema] of Object.entries(variant.properties ?? {})) {
      const field = fields.get(name) ?? { schemas: [], required: 0 };
      field.schemas.push(schema);
      if (variant.required?.includes(name)) field.required += 1;
      fields.set(name, field);
    }
  }
  return [...fields].map(([name, { schemas, required }]) => {
    const types = [...new Set(schemas.map((schema) => typeText(schema)))];
    const schema = types.length === 1 ? schemas[0] : { anyOf: schemas };
    return { in: 'body', name, required: required === variants.length, schema };
  });
}

const INTRO = [
  `# Content API (\`${API_PREFIX}/…\`)`,
  '',
  '<!-- Generated by `npm run docs:api` from the OpenAPI document; do not edit by hand (docs/decisions/200). -->',
  '',
  'Every endpoint is declared once in `src/contract/endpoints/` (docs/decisions/200); the server registers',
  `its routes from those declarations and publishes them as the OpenAPI document at \`${API_PREFIX}/openapi.json\``,
  `(browsable at \`${API_PREFIX}/docs/\`). This page is rendered from that document.`,
  '',
  'Every read takes `lang=id|en` (or Accept-Language; Indonesian by default) and answers `Vary: Accept-Language`.',
  'Errors answer `{ message, errors? }` (`errors`: field → messages); the campaign and giveaway forms wrap it in',
  '`data`. Reads carry a weak `ETag` (a matching `If-None-Match` answers 304) and `Cache-Control: public,',
  'max-age=60`, except the personal ones (accounts, warranty check: `no-store`). A 5xx never carries internals.',
  '',
];

/** docs/api.md from the OpenAPI document: one section per tag, its endpoints by path. */
export function renderApiMarkdown(doc: OpenApiDocument, endpoints: readonly Endpoint[] = ALL_ENDPOINTS): string {
  const lines = [...INTRO];
  const tags = [...new Set(endpoints.map((e) => e.tag))];
  for (const tag of tags) {
    lines.push(`## ${tag}`, '');
    const ofTag = endpoints.filter((e) => e.tag === tag).sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
    for (const endpoint of ofTag) {
      const path = apiPath(endpoint.path).replace(/:([A-Za-z_]+)/g, '{$1}');
      const operation = doc.paths[path]?.[endpoint.method.toLowerCase()];
      if (!operation) throw new Error(`${endpoint.method} ${path} is declared but not in the OpenAPI document`);
      lines.push(`### ${endpoint.method} ${endpoint.path}`, '');
      if (operation.summary) lines.push(`${operation.summary}.`.replace(/\.\.$/, '.'), '');
      if (operation.description) lines.push(operation.description, '');
      if (operation.security) lines.push('Needs the session cookie.', '');
      lines.push(...parameterTable(operation.parameters ?? []));
      const body = operation.requestBody?.content?.['application/json']?.schema;
      if (body) lines.push(`Body (JSON): \`${typeText(body)}\``, '');
      const fields = formFields(endpoint);
      if (fields.length) lines.push('Form fields (multipart or JSON):', '', ...parameterTable(fields));
      for (const [status, answer] of Object.entries(operation.responses)) {
        lines.push(`- **${status}** \`${typeText(answer.content?.['application/json']?.schema)}\``);
      }
      lines.push('');
    }
  }
  return `${lines.join('\n').trimEnd()}\n`;
}

/** The OpenAPI document as the server publishes it (no database needed: no route is called). */
export async function openApiDocument(): Promise<OpenApiDocument> {
  const app = await buildApp({ db: {} as Database });
  try {
    await app.ready();
    return app.swagger() as unknown as OpenApiDocument;
  } finally {
    await app.close();
  }
}
