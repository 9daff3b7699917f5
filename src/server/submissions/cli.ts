import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { SubmissionKindSchema } from '../../contract/forms';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { DataDirLockedError } from '../db/lock';
import { listSubmissions, readSubmissionFile } from '../repositories/submissions';
import { toCsv } from './csv';

// Staff access (issue #9): `npm run submissions -- list|export [--kind K] [--format csv|json] [--out DIR]`.
// Opens the database like the server does (DATA_DIR or DATABASE_URL). The embedded database (PGlite)
// allows one process per data directory: stop the server first, or point DATABASE_URL at PostgreSQL.
const USAGE = 'usage: npm run submissions -- list|export [--kind inquiry|career|lottery|giveaway|support] [--format csv|json] [--out DIR]';

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { kind: { type: 'string' }, format: { type: 'string', default: 'json' }, out: { type: 'string' } },
  });
  const command = positionals[0];
  const kind = values.kind === undefined ? undefined : SubmissionKindSchema.safeParse(values.kind);
  if ((command !== 'list' && command !== 'export') || (kind && !kind.success) || !['csv', 'json'].includes(values.format)) {
    console.error(USAGE);
    return 2;
  }
  if (command === 'export' && !values.out) {
    console.error(`export needs --out DIR\n${USAGE}`);
    return 2;
  }
  const handle = await openDatabase(loadConfig());
  try {
    const rows = await listSubmissions(handle.db, kind?.data);
    const text = values.format === 'csv' ? toCsv(rows) : `${JSON.stringify(rows, null, 2)}\n`;
    if (command === 'list') {
      process.stdout.write(text);
      return 0;
    }
    const out = path.resolve(values.out!);
    fs.mkdirSync(out, { recursive: true });
    fs.writeFileSync(path.join(out, `submissions.${values.format}`), text);
    let files = 0;
    for (const row of rows) {
      for (const file of row.files) {
        const data = await readSubmissionFile(handle.db, file.id);
        if (!data) continue;
        fs.mkdirSync(path.join(out, row.id), { recursive: true });
        fs.writeFileSync(path.join(out, row.id, file.stored_name), data);
        files++;
      }
    }
    process.stdout.write(text);
    console.error(`Exported ${rows.length} submissions and ${files} files to ${out}`);
    return 0;
  } finally {
    await handle.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof DataDirLockedError) {
      console.error(`\n${error.message}\nThe embedded database can be read only while the server is stopped.\n`);
    } else {
      console.error(error instanceof Error ? error.message : error);
    }
    process.exit(1);
  },
);
