import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { stripDocLines } from './strip-endpoint-docs';

// The web build drops the declarations' server-only lines (docs/decisions/200): every documentation and
// query/params line goes, and every line the browser reads (method, path, answer, cache, outbox) stays.

const dir = new URL('./', import.meta.url);
const declarationFiles = readdirSync(dir).filter(
  (f) => f.endsWith('.ts') && !/\.test\.ts$|^(define|strip-docs|all|load-schema|schema-loaders)\.ts$/.test(f),
);

describe('stripDocLines', () => {
  it.each(declarationFiles)('%s keeps what the browser reads and nothing only the server reads', (file) => {
    const source = readFileSync(new URL(file, dir), 'utf8');
    const stripped = stripDocLines(source);
    for (const field of ['summary', 'tag', 'query', 'params', 'errors', 'wrappedErrors'])
      expect(stripped, field).not.toMatch(new RegExp(`^\\s+${field}:`, 'm'));
    expect(stripped).not.toMatch(/^\s+description,?/m);
    for (const field of ['method', 'path', 'response', 'cache', 'outbox', 'encoding', 'input', 'body']) {
      const count = (text: string) => text.match(new RegExp(`^\\s+${field}:`, 'gm'))?.length ?? 0;
      expect(count(stripped), field).toBe(count(source));
    }
  });
});
