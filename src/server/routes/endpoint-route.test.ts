import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_ENDPOINTS } from '@/contract/endpoints/all';
import { takesPreview } from '@/contract/endpoints/define';
import { buildApp } from '../app';
import type { Database } from '../db/client';

// Every route under /api/cms is registered from its declaration (docs/decisions/200): the OpenAPI
// document lists exactly the declared endpoints, each with the declared tag, summary and answers.

type Operation = {
  tags?: string[];
  summary?: string;
  description?: string;
  security?: unknown;
  parameters?: { in: string; name: string }[];
  requestBody?: unknown;
  responses: Record<string, unknown>;
};
let doc: { paths: Record<string, Record<string, Operation>> };
let close: () => Promise<void>;

beforeAll(async () => {
  // Registering routes and rendering the document touch no table: no database needed.
  const app = await buildApp({ db: {} as Database });
  await app.ready();
  doc = app.swagger() as unknown as typeof doc;
  close = () => app.close();
});
afterAll(() => close());

const openApiPath = (path: string) => `/api/cms/${path.replace(/:([A-Za-z_]+)/g, '{$1}')}`;

describe('routes from the declarations', () => {
  it('the OpenAPI document holds exactly the declared endpoints', () => {
    const documented = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/api/cms/'))
      .flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`));
    const declared = ALL_ENDPOINTS.map((endpoint) => `${endpoint.method} ${openApiPath(endpoint.path)}`);
    expect(new Set(declared).size).toBe(declared.length); // no endpoint declared twice
    expect([...documented].sort()).toEqual([...declared].sort());
  });

  it('each operation carries its declaration’s tag, summary, parameters, body and answers', () => {
    for (const endpoint of ALL_ENDPOINTS) {
      const operation = doc.paths[openApiPath(endpoint.path)]?.[endpoint.method.toLowerCase()];
      const name = `${endpoint.method} ${endpoint.path}`;
      expect(operation, name).toBeDefined();
      expect(operation!.tags, name).toEqual([endpoint.tag]);
      expect(operation!.summary, name).toBe(endpoint.summary);
      expect(operation!.description, name).toBe(endpoint.description);
      expect(operation!.security, name).toEqual(endpoint.session ? [{ session: [] }] : undefined);
      const statuses = [...Object.keys(endpoint.response), ...(endpoint.wrappedErrors ?? []), ...endpoint.errors].map(String).sort();
      expect(Object.keys(operation!.responses).sort(), name).toEqual(statuses);
      const pathParams = (operation!.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
      expect(pathParams, name).toEqual([...endpoint.path.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1]));
      const queryParams = (operation!.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
      // A read without a declared query takes `lang` only (and a public read the studio's `preview` token,
      // src/server/studio/preview-reads.ts); a form POST declares none.
      const implicit = endpoint.method === 'GET' ? ['lang', ...(takesPreview(endpoint) ? ['preview'] : [])] : [];
      if (!endpoint.query) expect(queryParams, name).toEqual(implicit);
      else expect(queryParams, name).toEqual(expect.arrayContaining(implicit));
      expect(operation!.requestBody !== undefined, name).toBe('body' in endpoint && endpoint.body !== undefined);
    }
  });
});
