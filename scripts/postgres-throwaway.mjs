// A throwaway PostgreSQL on loopback for the server test suite (docs/architecture.md §13: binaries under
// /usr/lib/postgresql/N/bin, the server refuses root, so it runs as `postgres` in a dir it owns).
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export function findPostgresBin() {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return undefined;
  const versions = fs
    .readdirSync(root)
    .map(Number)
    .filter((v) => v >= 15 && fs.existsSync(path.join(root, String(v), 'bin', 'postgres')))
    .sort((a, b) => a - b);
  return versions.length ? { version: versions[0], bin: path.join(root, String(versions[0]), 'bin') } : undefined;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

export async function startThrowawayPostgres() {
  const found = findPostgresBin();
  if (!found) return undefined;
  const isRoot = process.getuid?.() === 0;
  const asPostgres = (cmd, args) => (isRoot ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args]);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'denka-pg-'));
  if (isRoot) execFileSync('chown', ['postgres:postgres', dir]);
  const data = path.join(dir, 'data');
  const [initCmd, initArgs] = asPostgres(path.join(found.bin, 'initdb'), [
    '-D',
    data,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--no-locale',
  ]);
  execFileSync(initCmd, initArgs, { stdio: 'ignore' });
  const port = await freePort();
  const [cmd, args] = asPostgres(path.join(found.bin, 'postgres'), [
    '-D',
    data,
    '-p',
    String(port),
    '-k',
    dir,
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    'fsync=off',
    '-c',
    'synchronous_commit=off',
    '-c',
    'full_page_writes=off',
    '-c',
    'max_connections=200',
  ]);
  // The server's log goes to a file, never to a pipe of ours: `npm test` runs each suite with spawnSync,
  // which blocks this process's event loop, so a pipe would fill and block PostgreSQL itself (its
  // checkpointer logs every checkpoint, and each DROP DATABASE of a test waits for one).
  const logFile = path.join(dir, 'postgres.log');
  const logFd = fs.openSync(logFile, 'a');
  if (isRoot) execFileSync('chown', ['postgres:postgres', logFile]);
  const child = spawn(cmd, args, { stdio: ['ignore', logFd, logFd] });
  fs.closeSync(logFd);
  const readLog = () => fs.readFileSync(logFile, 'utf8');
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  for (let i = 0; i < 100; i++) {
    const log = readLog();
    if (/ready to accept connections/.test(log)) break;
    if (child.exitCode !== null) throw new Error(`PostgreSQL did not start:\n${log}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    version: found.version,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        // runuser does not pass signals on: signal the postmaster itself (fast shutdown).
        const pidFile = path.join(data, 'postmaster.pid');
        const pid = fs.existsSync(pidFile) ? Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]) : NaN;
        if (Number.isInteger(pid) && pid > 0) process.kill(pid, 'SIGINT');
        else child.kill('SIGINT');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
