import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { assertDataDir, CliError, runCli, writeOut } from '../lib/cli-process';
import { listNotifyModes, NOTIFY_MODES, setNotifyMode, type NotifyMode } from './recipients';

// The notification command (docs/decisions/310-submissions-in-the-studio.md): `npm run notify -- list` shows
// each staff member's mail mode; `npm run notify -- set --email E --mode instant|digest|off|default`
// chooses one (default = the role's: instant for handlers, the daily digest for administrators).
// Decision 152's rules: a DATA_DIR without a database is an error, usage errors exit 2, others exit 1;
// on the embedded database run it with the server stopped.
const USAGE = `usage: npm run notify -- list | set --email EMAIL --mode ${[...NOTIFY_MODES, 'default'].join('|')}`;

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { email: { type: 'string' }, mode: { type: 'string' } } });
  const [command] = positionals;
  const mode =
    values.mode === 'default'
      ? null
      : (NOTIFY_MODES as readonly string[]).includes(values.mode ?? '')
        ? (values.mode as NotifyMode)
        : undefined;
  if (command !== 'list' && !(command === 'set' && values.email && mode !== undefined)) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  assertDataDir(config, 'Start the server once (npm start) to create it, or set DATABASE_URL.');
  const handle = await openDatabase(config);
  try {
    if (command === 'list') {
      const lines = (await listNotifyModes(handle.db)).map(
        (s) => `${s.email}\t${s.role}\t${s.mode}${s.chosen ? '' : ' (default)'}${s.disabled ? '\tdisabled' : ''}`,
      );
      await writeOut(process.stdout, lines.length ? `${lines.join('\n')}\n` : '');
      return 0;
    }
    if (!(await setNotifyMode(handle.db, values.email!, mode!))) throw new CliError(`No staff member with the e-mail ${values.email}.`);
    await writeOut(process.stdout, `${values.email}: ${mode ?? 'default'}\n`);
    return 0;
  } finally {
    await handle.close();
  }
}

runCli(main, 'Stop the server first: the embedded database allows one process at a time.');
