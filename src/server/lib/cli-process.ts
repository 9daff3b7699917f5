import fs from 'node:fs';
import path from 'node:path';
import { DataDirLockedError } from '../db/lock';

// What the staff commands (`npm run submissions`, `npm run staff`) share (docs/decisions/152-logs-errors-and-shutdown.md):
// output that is complete whatever it is piped to, a DATA_DIR that must already hold a database, and exit
// codes (0 done, 2 usage, 1 every other failure) set through process.exitCode, never process.exit(), so
// the process ends only when stdout has drained.

/** A failure the command explains in one line (exit 1, no stack trace). */
export class CliError extends Error {}

/** Writes and resolves once the data has been handed to the pipe or file (never cut at 64 KiB). */
export function writeOut(stream: NodeJS.WritableStream, text: string): Promise<void> {
  return new Promise((resolve, reject) => {
    stream.write(text, (error) => (error ? reject(error) : resolve()));
  });
}

/** The embedded database must already exist: a mistyped DATA_DIR never turns into an empty one. */
export function assertDataDir(config: { dataDir: string; databaseUrl: string | undefined }, hint: string) {
  if (config.databaseUrl) return;
  const db = path.join(config.dataDir, 'db');
  if (!fs.existsSync(path.join(db, 'PG_VERSION'))) {
    throw new CliError(`No database in DATA_DIR=${config.dataDir} (expected ${db}). ${hint}`);
  }
}

/** Runs a command's main; `lockedHint` says what to do when the server holds the embedded database. */
export function runCli(main: () => Promise<number>, lockedHint: string) {
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      if (error instanceof DataDirLockedError) console.error(`\n${error.message}\n${lockedHint}\n`);
      else console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    },
  );
  // A closed pipe (`| head`) is a failure too, reported by the exit code rather than a stack trace.
  process.stdout.on('error', () => {
    process.exitCode = 1;
  });
}
