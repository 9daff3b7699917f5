import { randomUUID } from 'node:crypto';
import { count } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { lotteryCodes, submissionFiles, submissions } from '../../db/schema';
import type { createTestApp } from '../../test/helper';

// Helpers for the form route tests: multipart bodies built by the platform's own FormData encoder.

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
export type TestFile = { field: string; name: string; bytes: Buffer; type?: string };

export const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(200, 0x20), Buffer.from('\n%%EOF\n')]);
export const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64)]);
export const DOCX = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(26), Buffer.from('word/document.xml')]);
export const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(300, 0x90)]);

export async function postForm(
  t: TestApp,
  url: string,
  fields: Record<string, string>,
  { files = [], key = randomUUID(), lang, ip }: { files?: TestFile[]; key?: string | null; lang?: 'id' | 'en'; ip?: string } = {},
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) form.append(file.field, new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' }), file.name);
  const encoded = new Response(form);
  const headers: Record<string, string> = { 'content-type': encoded.headers.get('content-type')! };
  if (key) headers['idempotency-key'] = key;
  if (ip) headers['x-forwarded-for'] = ip;
  return t.app.inject({
    method: 'POST',
    url: `/api/cms/${url}${lang ? `?lang=${lang}` : ''}`,
    headers,
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
}

export async function countStored(db: Database) {
  const [s] = await db.select({ n: count() }).from(submissions);
  const [f] = await db.select({ n: count() }).from(submissionFiles);
  const [c] = await db.select({ n: count() }).from(lotteryCodes);
  return { submissions: s!.n, files: f!.n, codes: c!.n };
}

/** Each test uses its own client address, so the per-client rate limit does not interfere. */
let n = 0;
export const nextIp = () => `10.0.${Math.floor(++n / 250)}.${(n % 250) + 1}`;
