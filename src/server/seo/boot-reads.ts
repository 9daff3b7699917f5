import type { FastifyInstance } from 'fastify';
import type { Lang } from '@/contract/common';
import { apiPath } from '@/contract/endpoints/define';
import { readKey, type ReadParams } from '@/contract/read-key';
import { ROUTE_READS, SHELL_READS, type FirstScreenRead } from '@/contract/route-reads';
import type { RouteKey } from '@/contract/routes';

// The first screen's API reads, answered inside the page's HTML (decision 113). A phone then
// renders its first screen without waiting a round trip for each read after the scripts have run. The
// client takes these by key in `apiGet` (src/lib/boot-reads.ts); a read listed here that the page does
// not make is only wasted bytes, and the e2e suite checks the page makes none of them over the network.
// Which reads: src/contract/route-reads.ts (SHELL_READS, and ROUTE_READS by route key).

export type BootRead = { path: string; params?: ReadParams };

/** A table read with the route's own parameters filled in (`':slug'`); undefined when one is empty. */
function fill(read: FirstScreenRead, params: Record<string, string>): BootRead | undefined {
  const { path } = read.endpoint;
  if (!read.query) return { path };
  const filled: ReadParams = {};
  for (const [name, value] of Object.entries(read.query)) {
    const own = typeof value === 'string' && value.startsWith(':') ? params[value.slice(1)] : value;
    if (own === undefined || own === '') return undefined;
    filled[name] = own;
  }
  return { path, params: filled };
}

/** A read whose answer is larger than this is left to the client. */
export const MAX_BOOT_READ_BYTES = 64 * 1024;

/** The shell's reads (the header's), on every page. */
export const shellReads = (): BootRead[] => SHELL_READS.map((read) => fill(read, {})!);

/** A route's own first-screen reads, its path parameters filled in. */
export function routeReads(routeKey: string | undefined, params: Record<string, string>): BootRead[] {
  const reads = routeKey ? ROUTE_READS[routeKey as RouteKey] : undefined;
  return (reads ?? []).flatMap((read) => fill(read, params) ?? []);
}

/** Every first-screen read of a page, the shell's first. */
export function firstScreenReads(routeKey: string | undefined, params: Record<string, string>): BootRead[] {
  return [...shellReads(), ...routeReads(routeKey, params)];
}

/** One first-screen read as the API answered it: the page's data block takes it, the head may read it too. */
export type BootAnswer = { path: string; params: ReadParams; key: string; status: number; json: boolean; body: string; byteLength: number };

/**
 * Answers the reads through the app's own API (`inject`: the same handlers, validation and read cache as
 * a browser's call), each once: the head takes what it needs from these answers (`findAnswer`) instead
 * of reading the database again (docs/decisions/200-code-structure.md).
 */
export async function answerReads(app: FastifyInstance, reads: BootRead[], lang: Lang): Promise<BootAnswer[]> {
  return Promise.all(
    reads.map(async ({ path, params = {} }) => {
      const key = readKey(path, { ...params, lang });
      const response = await app.inject({ method: 'GET', url: apiPath(key), headers: { accept: 'application/json' } });
      const json = /^application\/json/.test(String(response.headers['content-type'] ?? ''));
      return { path, params, key, status: response.statusCode, json, body: response.body, byteLength: response.rawPayload.byteLength };
    }),
  );
}

/** The answer to one read of the list, if it was made: `findAnswer(answers, productFind.path, { slug })`. */
export function findAnswer(answers: readonly BootAnswer[], path: string, params: ReadParams, lang: Lang): BootAnswer | undefined {
  const key = readKey(path, { ...params, lang });
  return answers.find((answer) => answer.key === key);
}

/**
 * The JSON text of `{ key: answer }` for the page's data block, `<` escaped so no answer can close the
 * script element. Failed and oversized reads are left out: the client makes them.
 */
export function serializeBootReads(answers: readonly BootAnswer[]): string | undefined {
  const entries = answers
    .filter((answer) => answer.status === 200 && answer.json && answer.byteLength <= MAX_BOOT_READ_BYTES)
    .map((answer) => `${JSON.stringify(answer.key)}:${answer.body}`);
  return entries.length ? `{${entries.join(',')}}`.replace(/</g, '\\u003c') : undefined;
}

/** Answers the reads and returns the page's data block text (see serializeBootReads). */
export async function renderBootReads(app: FastifyInstance, reads: BootRead[], lang: Lang): Promise<string | undefined> {
  return serializeBootReads(await answerReads(app, reads, lang));
}
