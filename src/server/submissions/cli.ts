import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { SubmissionKindSchema } from '../../contract/forms';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { DataDirLockedError } from '../db/lock';
import { listSubmissions, readSubmissionFile } from '../repositories/submissions';
import { listWarrantyReviews } from '../repositories/accounts-registrations';
import { toCsv } from './csv';

// Staff access (decision 090): `npm run submissions -- list|export [--kind K] [--format csv|json] [--out DIR]`.
// Opens the database like the server does (DATA_DIR or DATABASE_URL). The embedded database (PGlite)
// allows one process per data directory: stop the server first, or point DATABASE_URL at PostgreSQL.
// Output is complete whatever it is piped to (the process waits for stdout to drain before it exits), a
// DATA_DIR without a database is an error, and every failure exits non-zero (docs/decisions/156).
const USAGE = 'usage: npm run submissions -- list|export|review [--kind inquiry|career|lottery|giveaway|support|product_registration|warranty_activation|subscription] [--format csv|json] [--out DIR]';

export class CliError extends Error {}

/** Writes and resolves once the data has been handed to the pipe or file (never cut at 64 KiB). */
function writeOut(stream: NodeJS.WritableStream, text: string): Promise<void> {
  return new Promise((resolve, reject) => {
    stream.write(text, (error) => (error ? reject(error) : resolve()));
  });
}

/** The embedded database must already exist: a mistyped DATA_DIR never turns into an empty one. */
function assertDataDir(config: { dataDir: string; databaseUrl: string | undefined }) {
  if (config.databaseUrl) return;
  const db = path.join(config.dataDir, 'db');
  if (!fs.existsSync(path.join(db, 'PG_VERSION'))) {
    throw new CliError(`No database in DATA_DIR=${config.dataDir} (expected ${db}). Check DATA_DIR, or set DATABASE_URL.`);
  }
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { kind: { type: 'string' }, format: { type: 'string', default: 'json' }, out: { type: 'string' } },
  });
  const command = positionals[0];
  const kind = values.kind === undefined ? undefined : SubmissionKindSchema.safeParse(values.kind);
  if ((command !== 'list' && command !== 'export' && command !== 'review') || (kind && !kind.success) || !['csv', 'json'].includes(values.format)) {
    console.error(USAGE);
    return 2;
  }
  if (command === 'export' && !values.out) {
    console.error(`export needs --out DIR\n${USAGE}`);
    return 2;
  }
  const config = loadConfig();
  assertDataDir(config);
  const handle = await openDatabase(config);
  try {
    if (command === 'review') {
      // Second claims on an activated serial, with both registrations and their invoices (decision 158).
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
      for (const file of row.files) {
        const data = await readSubmissionFile(handle.db, file.id);
        if (!data) continue;
        fs.mkdirSync(path.join(out, row.id), { recursive: true });
        fs.writeFileSync(path.join(out, row.id, file.stored_name), data);
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

// process.exitCode, not process.exit(): the process ends when stdout has drained, never before.
main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    if (error instanceof DataDirLockedError) {
      console.error(`\n${error.message}\nThe embedded database can be read only while the server is stopped.\n`);
    } else {
      console.error(error instanceof Error ? error.message : error);
    }
    process.exitCode = 1;
  },
);
// A closed pipe (`| head`) is a failure too, reported by the exit code rather than a stack trace.
process.stdout.on('error', () => {
  process.exitCode = 1;
});
