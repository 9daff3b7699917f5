import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TIMEOUTS, loadConfig } from '../config';
import { createTestApp, type TestApp } from '../test/helper';

// Slow clients cannot hold the server (docs/decisions/150): trickled headers, trickled bodies, idle
// keep-alive and idle sockets are closed by the deadlines (here shortened; the defaults are documented).

let t: TestApp;
let port = 0;
beforeAll(async () => {
  t = await createTestApp({ timeouts: { requestMs: 1_500, headersMs: 1_000, keepAliveMs: 500, idleMs: 2_000 } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(() => t?.close());

/** Opens a socket, runs `drip` until the server closes it; resolves with the seconds it stayed open and what came back. */
function holdOpen(drip: (socket: net.Socket) => void, limitMs = 8_000): Promise<{ seconds: number; received: string }> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (d) => (received += d.toString('latin1')));
    const done = () => {
      clearTimeout(limit);
      resolve({ seconds: (Date.now() - started) / 1000, received });
    };
    socket.on('close', done);
    socket.on('error', () => {});
    const limit = setTimeout(() => socket.destroy(), limitMs);
    socket.on('connect', () => drip(socket));
  });
}

describe('server timeouts', () => {
  it('trickled headers: the connection is closed at the header deadline', async () => {
    const { seconds } = await holdOpen((socket) => {
      socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\n');
      let n = 0;
      const drip = setInterval(() => (socket.writable ? socket.write(`X-Slow-${n++}: a\r\n`) : clearInterval(drip)), 200);
      socket.on('close', () => clearInterval(drip));
    });
    expect(seconds).toBeLessThan(4);
  });

  it('a trickled body: answered 408 and closed at the request deadline', async () => {
    const { seconds, received } = await holdOpen((socket) => {
      socket.write(
        'POST /api/cms/v2/inquiry/store HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 10000\r\n\r\n{',
      );
      const drip = setInterval(() => (socket.writable ? socket.write(' ') : clearInterval(drip)), 200);
      socket.on('close', () => clearInterval(drip));
    });
    expect(seconds).toBeLessThan(4);
    expect(received).toMatch(/^HTTP\/1\.1 408/);
  });

  it('an idle keep-alive connection is closed soon after its answer', async () => {
    const { seconds, received } = await holdOpen((socket) => socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n'));
    expect(received).toMatch(/^HTTP\/1\.1 200/);
    expect(seconds).toBeLessThan(3);
  });

  it('a socket that never sends anything is closed', async () => {
    const { seconds } = await holdOpen(() => {});
    expect(seconds).toBeLessThan(4);
  });

  it('has documented defaults and validates them', () => {
    expect(loadConfig({}).timeouts).toEqual(DEFAULT_TIMEOUTS);
    expect(DEFAULT_TIMEOUTS).toEqual({ requestMs: 30_000, headersMs: 10_000, keepAliveMs: 5_000, idleMs: 30_000 });
    expect(() => loadConfig({ HEADERS_TIMEOUT_MS: '60000', REQUEST_TIMEOUT_MS: '30000' })).toThrow(/HEADERS_TIMEOUT_MS/);
  });
});
