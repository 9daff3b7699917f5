import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { SubmissionKindSchema } from '@/contract/forms';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { assertDataDir, runCli, writeOut } from '../lib/cli-process';
import { listSubmissions, readSubmissionFile } from '../repositories/submissions';
import { listWarrantyReviews } from '../repositories/accounts-registrations';
import { toCsv } from './csv';
import { exportNames } from './download-name';

// Staff access (decision 090): `npm run submissions -- list|export [--kind K] [--format csv|json] [--out DIR]`.
// Opens the database like the server does (DATA_DIR or DATABASE_URL). The embedded database (PGlite)
// allows one process per data directory: stop the server first, or point DATABASE_URL at PostgreSQL.
// Output is complete whatever it is piped to (the process waits for stdout to drain before it exits), a
// DATA_DIR without a database is an error, and every failure exits non-zero (docs/decisions/152).
const USAGE =
  'usage: npm run submissions -- list|export|review [--kind inquiry|career|lottery|giveaway|support|product_registration|warranty_activation|subscription|quote_decision] [--format csv|json] [--out DIR]';

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { kind: { type: 'string' }, format: { type: 'string', default: 'json' }, out: { type: 'string' } },
  });
  const command = positionals[0];
  const kind = values.kind === undefined ? undefined : SubmissionKindSchema.safeParse(values.kind);
  if (
    (command !== 'list' && command !== 'export' && command !== 'review') ||
    (kind && !kind.success) ||
    !['csv', 'json'].includes(values.format)
  ) {
    console.error(USAGE);
    return 2;
  }
  if (command === 'export' && !values.out) {
    console.error(`export needs --out DIR\n${USAGE}`);
    return 2;
  }
  const config = loadConfig();
  assertDataDir(config, 'Check DATA_DIR, or set DATABASE_URL.');
  const handle = await openDatabase(config);
  try {
    if (command === 'review') {
      // Second claims on an activated serial, with both registrations and their invoices (decision 133).
      await writeOut(process.stdout, `${JSON.stringify(await listWarrantyReviews(handle.db), null, 2)}\n`);
      return 0;
    }
    const rows = await listSubmissions(handle.db, kind?.data);
    const text = values.format === 'csv' ? toCsv(rows) : `${JSON.stringify(rows, null, 2)}\n`;
    if (command === 'list') {
      await writeOut(process.stdout, text);
      return 0;
    }
    const out = path.resolve(values.out!);
    fs.mkdirSync(out, { recursive: true });
    fs.writeFileSync(path.join(out, `submissions.${values.format}`), text);
    let files = 0;
    for (const row of rows) {
      // Named as the studio's download names them: a safe stem and the sniffed extension (decision 090).
      const names = exportNames(row.files);
      for (const file of row.files) {
        const data = await readSubmissionFile(handle.db, file.id);
        if (!data) continue;
        fs.mkdirSync(path.join(out, row.id), { recursive: true });
        fs.writeFileSync(path.join(out, row.id, names.get(file.id)!), data);
        files++;
      }
    }
    await writeOut(process.stdout, text);
    console.error(`Exported ${rows.length} submissions and ${files} files to ${out}`);
    return 0;
  } finally {
    await handle.close();
  }
}

runCli(main, 'The embedded database can be read only while the server is stopped.');
