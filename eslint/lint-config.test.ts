import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';

// The project's lint configuration (eslint.config.js) fails on an import cycle and on an import across
// the layers of docs/architecture.md §2. Probe files are written into src/ (the rules resolve real files),
// linted with the real configuration, and removed.
const ROOT = path.resolve(import.meta.dirname, '..');
const written: string[] = [];
// Unique per process: the PGlite and PostgreSQL server suites run side by side (scripts/test.mjs).
const id = process.pid;
function probe(rel: string, code: string) {
  const file = path.join(ROOT, rel);
  fs.writeFileSync(file, code);
  written.push(file);
  return file;
}
afterAll(() => written.forEach((file) => fs.rmSync(file, { force: true })));

async function ruleIds(files: string[]) {
  const results = await new ESLint({ cwd: ROOT }).lintFiles(files);
  return results.flatMap((r) => r.messages.map((m) => m.ruleId));
}

describe('the lint configuration', () => {
  it('fails on an import cycle, through relative and @/ imports alike', async () => {
    const a = probe(`src/lib/zz-probe-${id}-a.ts`, `import { b } from './zz-probe-${id}-b';\nexport const a = () => b;\n`);
    const b = probe(`src/lib/zz-probe-${id}-b.ts`, `import { a } from '@/lib/zz-probe-${id}-a';\nexport const b = () => a;\n`);
    expect(await ruleIds([a, b])).toEqual(['import-x/no-cycle', 'import-x/no-cycle']);
  });

  it('fails when a feature imports another feature or the server, and passes within the layers', async () => {
    const bad = probe(
      `src/features/home/zz-probe-${id}.ts`,
      "import { buildApp } from '@/server/app';\nimport { paths } from '@/config/paths';\nimport * as dealers from '@/features/dealers/api/query-keys';\nexport const x = [buildApp, paths, dealers];\n",
    );
    expect(await ruleIds([bad])).toEqual(['import-x/no-restricted-paths', 'import-x/no-restricted-paths']);
  });
});
