import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from './lock';

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'denka-lock-'));

describe('data directory lock', () => {
  it('refuses a second holder while the first process lives', () => {
    const dir = tempDir();
    const release = acquireDataDirLock(dir);
    // another live process "holds" it: pid 1 always exists
    fs.writeFileSync(path.join(dir, 'server.lock'), '1');
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    fs.writeFileSync(path.join(dir, 'server.lock'), String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, 'server.lock'))).toBe(false);
  });

  it('takes over a lock left by a dead process', () => {
    const dir = tempDir();
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']).stdout.toString();
    fs.writeFileSync(path.join(dir, 'server.lock'), dead);
    const release = acquireDataDirLock(dir);
    expect(fs.readFileSync(path.join(dir, 'server.lock'), 'utf8')).toBe(String(process.pid));
    release();
  });
});
