import { parseArgs } from 'node:util';
import { loadConfig } from '@/server/config';
import { openDatabase } from '@/server/db/client';
import { assertDataDir, runCli, writeOut } from '@/server/lib/cli-process';
import { runPurge } from './purge';

// `npm run privacy -- purge` (docs/decisions/320-personal-data.md): the retention purge for
// scripts and cron, with the periods of RETENTION_MONTHS as the server reads them; prints the counts as
// JSON. Opens the database like the server; the exit codes of decision 152 (0 done, 2 usage, 1 failure).
const USAGE = 'usage: npm run privacy -- purge';

async function main(): Promise<number> {
  const { positionals } = parseArgs({ allowPositionals: true, options: {} });
  if (positionals.length !== 1 || positionals[0] !== 'purge') {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  assertDataDir(config, 'Start the server once (npm start) to create it, or set DATABASE_URL.');
  const handle = await openDatabase(config);
  try {
    const run = await runPurge(handle.db, config.retention);
    await writeOut(process.stdout, `${JSON.stringify(run)}\n`);
    return 0;
  } finally {
    await handle.close();
  }
}

runCli(main, "Stop the server first, or use the studio's privacy page: the embedded database allows one process at a time.");
