import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// The real entry point as `npm start` runs it: one data directory, one server.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'denka-main-'));
const children: ChildProcess[] = [];

function startServer() {
  const child = spawn(process.execPath, ['--import', './build/register.mjs', 'src/server/main.ts'], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info', DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const listening = new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) {
        clearInterval(timer);
        resolve(match[1]!);
      }
    }, 50);
    void exited.then(() => {
      clearInterval(timer);
      reject(new Error(`server exited before listening:\n${output}`));
    });
  });
  listening.catch(() => {}); // a refused second server never listens: that rejection is expected
  return { child, listening, exited, output: () => output };
}

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('server process', () => {
  it('seeds on first start, refuses a second server on the same DATA_DIR, reuses data on restart', async () => {
    const first = startServer();
    const url = await first.listening;
    expect(first.output()).toMatch(/seeded demo content/);
    const categories = (await (await fetch(`${url}/api/cms/v2/product/categories`)).json()) as { data: unknown[] };
    expect(categories.data.length).toBeGreaterThanOrEqual(12);

    const second = startServer();
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/data directory is in use by another server \(pid \d+\)/);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(false);

    const third = startServer();
    const url3 = await third.listening;
    expect(third.output()).toMatch(/database ready/);
    expect(third.output()).not.toMatch(/seeded demo content/);
    const again = (await (await fetch(`${url3}/api/cms/v2/product/categories`)).json()) as { data: unknown[] };
    expect(again.data).toEqual(categories.data);
    third.child.kill('SIGTERM');
    expect(await third.exited).toBe(0);
  }, 120_000);
});
