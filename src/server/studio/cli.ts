import { parseArgs } from 'node:util';
import { z } from 'zod';
import { NewPasswordSchema } from '@/contract/accounts';
import { hashPassword } from '../accounts/password';
import { isGuessable, ownWords } from '../accounts/password-strength';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { assertDataDir, CliError, runCli, writeOut } from '../lib/cli-process';
import { recordAudit } from './audit';
import { insertStaff, listStaff } from './staff-repository';

// The staff command (docs/decisions/250-staff-studio.md): `npm run staff -- create-admin --email E
// [--name N]` creates an administrator — the first one of a new site — and `npm run staff -- list` lists
// the staff accounts. The password is never an argument (it would stay in the shell history and the
// process list) and there is no default one: it is typed twice at a hidden prompt on a terminal, or read
// from the first line of stdin (`printf '%s\n' "$PW" | npm run -s staff -- create-admin --email …`).
// Opens the database like the server (DATA_DIR or DATABASE_URL); the rules of decision 152 hold: a
// DATA_DIR without a database is an error, usage errors exit 2, every other failure exits 1.
const USAGE = 'usage: npm run staff -- create-admin --email EMAIL [--name NAME] | list';

/** One line typed without echo on a terminal. */
function promptHidden(question: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const stdin = process.stdin;
    process.stderr.write(question);
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding('utf8');
    let value = '';
    const done = (error?: Error) => {
      stdin.setRawMode(false);
      stdin.pause();
      stdin.off('data', onData);
      process.stderr.write('\n');
      if (error) reject(error);
      else resolve(value);
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') return done();
        if (char === '\u0003' || char === '\u0004') return done(new CliError('Cancelled.'));
        if (char === '\u007f' || char === '\b') value = [...value].slice(0, -1).join('');
        else value += char;
      }
    };
    stdin.on('data', onData);
  });
}

/** The first line of stdin (a pipe or a file). */
async function readStdinLine(): Promise<string> {
  let text = '';
  for await (const chunk of process.stdin) {
    text += String(chunk);
    if (text.includes('\n') || text.length > 10_000) break;
  }
  return text.split(/\r?\n/)[0] ?? '';
}

async function readPassword(): Promise<string> {
  if (process.stdin.isTTY) {
    const first = await promptHidden('Kata sandi / Password: ');
    const again = await promptHidden('Ulangi / Repeat: ');
    if (first !== again) throw new CliError('The two passwords differ. Nothing was created.');
    return first;
  }
  return readStdinLine();
}

const EmailSchema = z
  .string()
  .trim()
  .min(3)
  .max(200)
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/);

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { email: { type: 'string' }, name: { type: 'string' } } });
  const command = positionals[0];
  if ((command !== 'create-admin' && command !== 'list') || positionals.length > 1) {
    console.error(USAGE);
    return 2;
  }
  if (command === 'create-admin') {
    const email = EmailSchema.safeParse(values.email ?? '');
    if (!email.success) {
      console.error(`create-admin needs --email with a valid e-mail address\n${USAGE}`);
      return 2;
    }
    const name = (values.name ?? email.data.split('@')[0]!).trim().slice(0, 120) || 'Administrator';
    const config = loadConfig();
    assertDataDir(config, 'Start the server once (npm start) to create it, or set DATABASE_URL.');
    const password = await readPassword();
    const checked = NewPasswordSchema.safeParse(password);
    if (!password || !checked.success) {
      throw new CliError('The password needs at least 8 characters, at most 200, and not one character repeated. Nothing was created.');
    }
    // The same bar as the studio's (decision 130): the first administrator can publish everything.
    if (await isGuessable(password, 'staff', ownWords(email.data, name))) {
      throw new CliError(
        'The password is too easy to guess (a common word, name or pattern): use several uncommon words together. Nothing was created.',
      );
    }
    const passwordHash = await hashPassword(password);
    const handle = await openDatabase(config);
    try {
      const created = await handle.db.transaction(async (tx) => {
        const member = await insertStaff(tx as unknown as typeof handle.db, { email: email.data, name, role: 'admin', passwordHash });
        if (member)
          await recordAudit(tx, {
            staffId: null,
            action: 'staff.create',
            collection: 'staff',
            entityId: member.id,
            after: { email: member.email, name, role: 'admin', by: 'command line' },
          });
        return member;
      });
      if (!created) throw new CliError(`A staff account with the e-mail ${email.data} exists already. Nothing was changed.`);
      await writeOut(process.stdout, `Created administrator #${created.id} ${created.email}\n`);
      return 0;
    } finally {
      await handle.close();
    }
  }
  const config = loadConfig();
  assertDataDir(config, 'Start the server once (npm start) to create it, or set DATABASE_URL.');
  const handle = await openDatabase(config);
  try {
    const rows = await listStaff(handle.db);
    const lines = rows.map((r) => [r.id, r.email, r.name, r.role, r.disabled ? 'disabled' : 'active', r.last_login_at ?? '-'].join('\t'));
    await writeOut(
      process.stdout,
      `${['id', 'email', 'name', 'role', 'state', 'last_login_at'].join('\t')}\n${lines.map((l) => `${l}\n`).join('')}`,
    );
    return 0;
  } finally {
    await handle.close();
  }
}

runCli(main, 'Stop the server first: the embedded database allows one process at a time.');
