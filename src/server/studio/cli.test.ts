import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { verifyPassword } from '../accounts/password';
import { openPglite, openPostgres } from '../db/client';
import { auditLog, staffUsers } from '../db/schema';
import { databaseUrlFor, TEMPLATE_DB } from '../test/postgres-url';
import { dropWhenDisconnected } from '../test/helper';

// `npm run staff` (docs/decisions/250-staff-studio.md): the first administrator from the command line,
// its password from stdin (never an argument, never a default), and the exit codes of decision 152.

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'denka-staff-cli-'));
const target = inject('testDatabase');
let env: NodeJS.ProcessEnv = {};
let open = async () => openPglite({ dataDir: path.join(work, 'data') });
let cleanup = async () => {};

beforeAll(async () => {
  if (target.kind === 'pglite') {
    const dataDir = path.join(work, 'data');
    await (await openPglite({ dataDir })).close();
    env = { DATA_DIR: dataDir, DATABASE_URL: '' };
  } else {
    const name = `denka_staff_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
    const admin = new pg.Client({ connectionString: target.url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DB}`);
    const url = databaseUrlFor(target.url, name);
    env = { DATABASE_URL: url };
    open = () => openPostgres(url);
    cleanup = async () => {
      await dropWhenDisconnected(admin, name); // WITH (FORCE) would kill the closing pool's sockets: an uncaught error
      await admin.end();
    };
  }
}, 120_000);
afterAll(async () => {
  await cleanup();
  fs.rmSync(work, { recursive: true, force: true });
});

function sh(line: string, extraEnv: NodeJS.ProcessEnv = {}): Promise<{ code: number; stderr: string; stdout: string }> {
  return new Promise((resolve) => {
    execFile('sh', ['-c', line], { cwd: process.cwd(), env: { ...process.env, ...env, ...extraEnv } }, (error, stdout, stderr) => {
      resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stderr, stdout });
    });
  });
}

describe('npm run staff', () => {
  it('create-admin takes the password from stdin, stores only its scrypt hash, and audits it; list shows it', async () => {
    const created = await sh(
      `printf '%s\\n' 'rahasia-admin-pertama' | npm run -s staff -- create-admin --email Admin@Denka.test --name 'Admin Pertama'`,
    );
    expect(created.code, created.stderr).toBe(0);
    expect(created.stdout).toMatch(/Created administrator #\d+ Admin@Denka\.test/);
    const handle = await open();
    try {
      const [row] = await handle.db.select().from(staffUsers);
      expect(row).toMatchObject({ email: 'Admin@Denka.test', name: 'Admin Pertama', role: 'admin', disabled: false });
      expect(row!.password_hash).toMatch(/^scrypt\$/);
      expect(await verifyPassword('rahasia-admin-pertama', row!.password_hash)).toBe(true);
      expect((await handle.db.select().from(auditLog)).map((a) => a.action)).toContain('staff.create');
    } finally {
      await handle.close();
    }
    const list = await sh('npm run -s staff -- list');
    expect(list.code, list.stderr).toBe(0);
    expect(list.stdout).toContain('Admin@Denka.test\tAdmin Pertama\tadmin\tactive');
    expect(list.stdout).not.toContain('scrypt');
  });

  it('create-admin refuses a password that is long enough but too easy to guess (decision 130), and creates nothing', async () => {
    const guessable = await sh(`printf '%s\\n' 'Password1' | npm run -s staff -- create-admin --email tebak@denka.test`);
    expect(guessable.code).toBe(1);
    expect(guessable.stderr).toContain('too easy to guess');
    const handle = await open();
    try {
      expect(await handle.db.select({ email: staffUsers.email }).from(staffUsers).where(eq(staffUsers.email, 'tebak@denka.test'))).toEqual(
        [],
      );
    } finally {
      await handle.close();
    }
  });

  it('fails loudly: a taken e-mail (any case), a weak or empty password, a bad e-mail, usage errors, a DATA_DIR without a database', async () => {
    const taken = await sh(`printf '%s\\n' 'rahasia-admin-kedua' | npm run -s staff -- create-admin --email admin@denka.TEST`);
    expect(taken.code).toBe(1);
    expect(taken.stderr).toContain('exists already');
    const weak = await sh(`printf '%s\\n' 'aaaaaaaaaa' | npm run -s staff -- create-admin --email lain@denka.test`);
    expect(weak.code).toBe(1);
    expect((await sh(`npm run -s staff -- create-admin --email kosong@denka.test < /dev/null`)).code).toBe(1);
    expect((await sh(`printf 'rahasia-panjang\\n' | npm run -s staff -- create-admin --email bukan-email`)).code).toBe(2);
    expect((await sh('npm run -s staff -- create-admin')).code).toBe(2);
    expect((await sh('npm run -s staff -- hapus')).code).toBe(2);
    expect((await sh('npm run -s staff')).code).toBe(2);
    const missing = path.join(work, 'tidak-ada');
    const noDb = await sh(`printf '%s\\n' 'rahasia-admin-ketiga' | npm run -s staff -- create-admin --email x@denka.test`, {
      DATA_DIR: missing,
      DATABASE_URL: '',
    });
    expect(noDb.code).toBe(1);
    expect(fs.existsSync(missing)).toBe(false);
    const handle = await open();
    try {
      expect(await handle.db.select({ email: staffUsers.email }).from(staffUsers)).toEqual([{ email: 'Admin@Denka.test' }]);
    } finally {
      await handle.close();
    }
  });
});
