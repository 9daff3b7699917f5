import { randomUUID } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { count } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { jobVacancies, lotteryCodes, submissionFiles, submissions } from '@/server/db/schema';
import type { createTestApp } from '@/server/test/helper';

// Helpers for the form route tests: multipart bodies built by the platform's own FormData encoder.

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
export type TestFile = { field: string; name: string; bytes: Buffer; type?: string };

export const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(200, 0x20), Buffer.from('\n%%EOF\n')]);
export const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64)]);
/** A ZIP archive (stored entries) with these files: enough of a package for the OOXML check. */
export function zipOf(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(entries)) {
    const nameBytes = Buffer.from(name);
    const data = Buffer.from(content);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const centralDir = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(centralDir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, centralDir, end]);
}

/** A minimal Word package: [Content_Types].xml and word/document.xml (decision 090). */
export const DOCX = zipOf({
  '[Content_Types].xml': '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
  '_rels/.rels': '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"/>',
  'word/document.xml':
    '<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body/></w:document>',
});
/** What the attack run sent: any ZIP with a `word/` entry name, no Word package. */
export const FAKE_DOCX = zipOf({ 'word/readme.txt': 'not a document' });
/** A PDF header followed by an HTML page with a script (decision 090). */
export const HTML_PDF = Buffer.from('%PDF-1.4\n<html><script>alert(document.cookie)</script></html>\n%%EOF\n');
export const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(300, 0x90)]);

/** A multipart body as the platform's FormData encoder writes it, with its content type. */
export async function encodeForm(fields: Record<string, string>, files: TestFile[] = []) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files)
    form.append(file.field, new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' }), file.name);
  const encoded = new Response(form);
  return { body: Buffer.from(await encoded.arrayBuffer()), contentType: encoded.headers.get('content-type')! };
}

export async function postForm(
  t: TestApp,
  url: string,
  fields: Record<string, string>,
  {
    files = [],
    key = randomUUID(),
    lang,
    ip,
    headers: extra = {},
  }: { files?: TestFile[]; key?: string | null; lang?: 'id' | 'en'; ip?: string; headers?: Record<string, string> } = {},
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files)
    form.append(file.field, new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' }), file.name);
  const encoded = new Response(form);
  const headers: Record<string, string> = { 'content-type': encoded.headers.get('content-type')! };
  if (key) headers['idempotency-key'] = key;
  if (ip) headers['x-forwarded-for'] = ip;
  Object.assign(headers, extra);
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

/** A valid job application's fields (without its CV) for the first vacancy of the seeded data. */
export async function careerFields(db: Database, email = 'dewi@example.com'): Promise<Record<string, string>> {
  const [job] = await db.select({ slug: jobVacancies.slug }).from(jobVacancies).limit(1);
  return {
    full_name: 'Dewi Lestari',
    gender: 'female',
    marital_status: 'single',
    phone: '081234567890',
    whatsapp: '+6281234567890',
    id_type: 'nik',
    id_number: '3174012345678901',
    position: job!.slug,
    place_of_birth: 'Jakarta',
    date_of_birth: '1998-04-12',
    religion: 'islam',
    email,
    last_education: 's1',
    consent: 'true',
  };
}
