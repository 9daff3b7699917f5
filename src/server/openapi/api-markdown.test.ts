import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { openApiDocument, renderApiMarkdown, typeText } from './api-markdown';

// docs/api.md is generated from the OpenAPI document (docs/decisions/200): this fails while the
// committed file differs from what `npm run docs:api` renders now.

describe('docs/api.md', () => {
  it('is what npm run docs:api renders from the OpenAPI document (run it after changing an endpoint)', async () => {
    const committed = readFileSync(new URL('../../../docs/api.md', import.meta.url), 'utf8');
    expect(committed).toBe(renderApiMarkdown(await openApiDocument()));
  });

  it('writes JSON schemas as compact types', () => {
    expect(
      typeText({
        type: 'object',
        properties: {
          data: {
            type: 'array',
            items: { type: 'object', properties: { id: { type: 'integer' }, name: { type: ['string', 'null'] } }, required: ['id'] },
          },
        },
        required: ['data'],
      }),
    ).toBe('{ data: { id: integer, name?: string | null }[] }');
    expect(typeText({ anyOf: [{ const: 'a' }, { type: 'number' }] })).toBe('"a" | number');
    expect(typeText({ type: 'array', items: { enum: ['x', 'y'] } })).toBe('("x" | "y")[]');
  });
});
