// Starts the built server as its own process (stopped by its own pid: docs/architecture.md §13) and waits for it.
import { spawn } from 'node:child_process';
import path from 'node:path';

export async function startServer({ port, env = {}, buildDir = process.env.BUILD_DIR ?? 'dist' }) {
  const child = spawn(process.execPath, [path.resolve(buildDir, 'server', 'main.js')], {
    // The web root of the same build (the server's default is ./dist/web, whatever BUILD_DIR says).
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', WEB_ROOT: path.resolve(buildDir, 'web'), ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    pid: child.pid,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null) child.kill(signal);
      await exited;
    },
  };
}
