import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

// The specs' own PGlite servers start from a copy of one seeded data directory instead of migrating and
// seeding each time (seconds per server on the 2-core CI machine; docs/architecture.md §13). The copy is made
// once per build and day by whichever Playwright worker needs it first, under a lock the other worker waits
// on: the production server is started on an empty directory (migrate + seed, as on a first `npm start`),
// stopped, and copied; the studio's variant then gets its first administrator from the staff command, as an
// operator would make it. A spec that needs an empty database passes a directory that is not empty.

/** The first administrator of the studio specs' servers (made by `npm run staff -- create-admin`). */
export const ADMIN = { email: 'admin@studio-e2e.test', name: 'Admin Studio', password: 'Admin-e2e-Passw0rd' };

export type Variant = 'seeded' | 'seeded-admin';

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

async function waitForHealth(base: string, child: ChildProcess, deadline = Date.now() + 180_000): Promise<void> {
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the template server exited with ${child.exitCode}`);
    if ((await fetch(`${base}/healthz`).catch(() => undefined))?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`the template server at ${base} did not start`);
}

const stopChild = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

/** `npm run staff -- create-admin` with the password on stdin, as a new site's operator runs it. */
export function createAdmin(env: Record<string, string>): void {
  const result = spawnSync('npm', ['run', '-s', 'staff', '--', 'create-admin', '--email', ADMIN.email, '--name', ADMIN.name], {
    input: `${ADMIN.password}\n`,
    env: { ...process.env, ...env, LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  });
  if (result.status !== 0 || !(result.stdout + result.stderr).includes(ADMIN.email)) {
    throw new Error(`staff create-admin exited ${result.status}: ${result.stderr}`);
  }
}

/** Where this build's templates live: a new build (or a new day, for content dated by the seed) makes new ones. */
function templateRoot(buildDir: string): string {
  const main = path.join(buildDir, 'server', 'main.js');
  const key = createHash('sha256')
    .update(fs.readFileSync(main))
    .update(path.resolve(buildDir))
    .update(new Date().toISOString().slice(0, 10))
    .digest('hex')
    .slice(0, 16);
  return path.join(os.tmpdir(), `denka-e2e-template-${key}`);
}

async function build(root: string, buildDir: string): Promise<void> {
  const work = `${root}.building`;
  fs.rmSync(work, { recursive: true, force: true });
  const seeded = path.join(work, 'seeded');
  fs.mkdirSync(seeded, { recursive: true });
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(buildDir, 'server', 'main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: seeded,
      DATABASE_URL: '',
      WEB_ROOT: path.join(buildDir, 'web'),
      LOG_LEVEL: 'warn',
    },
    stdio: 'inherit',
  });
  try {
    await waitForHealth(`http://127.0.0.1:${port}`, child);
  } finally {
    await stopChild(child);
  }
  const withAdmin = path.join(work, 'seeded-admin');
  fs.cpSync(seeded, withAdmin, { recursive: true });
  createAdmin({ DATA_DIR: withAdmin, DATABASE_URL: '' });
  fs.renameSync(work, root);
}

/** This build's template directory of the variant, made first if no worker has made it yet. */
async function template(buildDir: string, variant: Variant): Promise<string> {
  const root = templateRoot(buildDir);
  const lock = `${root}.lock`;
  const deadline = Date.now() + 300_000;
  while (!fs.existsSync(root)) {
    if (Date.now() > deadline) throw new Error(`no seeded template at ${root} after 5 minutes`);
    try {
      fs.mkdirSync(lock);
    } catch {
      // Another worker is making it (a lock left by a killed run is taken over after 5 minutes).
      const age = Date.now() - (fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > 300_000) fs.rmSync(lock, { recursive: true, force: true });
      await new Promise((resolve) => setTimeout(resolve, 500));
      continue;
    }
    try {
      if (!fs.existsSync(root)) await build(root, buildDir);
    } finally {
      fs.rmSync(lock, { recursive: true, force: true });
    }
  }
  return path.join(root, variant);
}

/**
 * Fills an empty (or missing) data directory with a copy of the seeded template; a directory that holds data
 * already (a restart of the spec's own server) is left as it is. Returns whether it copied.
 */
export async function fromSeededTemplate(dataDir: string, buildDir: string, variant: Variant = 'seeded'): Promise<boolean> {
  if (fs.existsSync(dataDir) && fs.readdirSync(dataDir).length > 0) return false;
  fs.cpSync(await template(buildDir, variant), dataDir, { recursive: true });
  return true;
}
