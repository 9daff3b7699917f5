import http from 'node:http';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain .mjs helper of scripts/bench-peer.mjs (no type declarations)
import { startRoundRobinProxy } from '../../scripts/bench/round-robin-proxy.mjs';

// The benchmark's balancer (scripts/bench/round-robin-proxy.mjs, docs/decisions/432-bench-proxy-keep-alive.md):
// an idle upstream connection is dropped before the server's keep-alive timeout, and a GET that meets a
// connection the server has just closed is sent again on a new one instead of answering 502.

type Proxy = { url: string; retried: () => number; close: () => Promise<void> };

/**
 * An upstream that answers the first request of each connection and closes the connection without a word
 * when a second one comes on it: what a server does when its keep-alive timeout and the request cross.
 */
async function closingUpstream() {
  const connections: net.Socket[] = [];
  const closedByPeer: boolean[] = [];
  const server = net.createServer((socket) => {
    const index = connections.push(socket) - 1;
    closedByPeer[index] = false;
    socket.on('end', () => (closedByPeer[index] = true));
    let buffered = '';
    let requests = 0;
    socket.on('data', (chunk) => {
      buffered += chunk.toString('latin1');
      while (buffered.includes('\r\n\r\n')) {
        const head = buffered.slice(0, buffered.indexOf('\r\n\r\n'));
        const length = Number(/content-length: *(\d+)/i.exec(head)?.[1] ?? 0);
        if (buffered.length < head.length + 4 + length) return;
        buffered = buffered.slice(head.length + 4 + length);
        if (++requests > 1) {
          socket.destroy();
          return;
        }
        socket.write(`HTTP/1.1 200 OK\r\nContent-Length: 2\r\nConnection: keep-alive\r\nKeep-Alive: timeout=5\r\n\r\nok`);
      }
    });
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    connections,
    closedByPeer,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of connections) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** One request through the proxy on a fresh client connection: its status and body. */
function call(url: string, method = 'GET', body?: string) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = http.request(
      url,
      { method, agent: false, headers: body ? { 'content-type': 'text/plain', 'content-length': String(body.length) } : {} },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});
async function setUp(idleTimeoutMs: number) {
  const upstream = await closingUpstream();
  const proxy = (await startRoundRobinProxy([upstream.url], { idleTimeoutMs })) as Proxy;
  cleanups.push(
    () => upstream.close(),
    () => proxy.close(),
  );
  return { upstream, proxy };
}

describe('the benchmark proxy and a server closing a kept-alive connection', () => {
  it('a GET on a connection the server has just closed is sent again on a new one: 200, not 502', async () => {
    const { upstream, proxy } = await setUp(60_000);
    expect(await call(`${proxy.url}/a`)).toEqual({ status: 200, body: 'ok' });
    await sleep(50); // the connection is back in the pool
    expect(await call(`${proxy.url}/b`)).toEqual({ status: 200, body: 'ok' });
    expect(proxy.retried()).toBe(1);
    expect(upstream.connections).toHaveLength(2);
  });

  it('a POST is not sent twice: 502', async () => {
    const { proxy } = await setUp(60_000);
    expect((await call(`${proxy.url}/a`)).status).toBe(200);
    await sleep(50);
    expect((await call(`${proxy.url}/form`, 'POST', 'name=Budi')).status).toBe(502);
    expect(proxy.retried()).toBe(0);
  });

  it('an idle connection is closed by the proxy after its idle timeout, so the next request opens a new one', async () => {
    const { upstream, proxy } = await setUp(200);
    expect((await call(`${proxy.url}/a`)).status).toBe(200);
    await sleep(600);
    expect(upstream.closedByPeer[0]).toBe(true); // the proxy ended it, before the server had to
    expect((await call(`${proxy.url}/b`)).status).toBe(200);
    expect(proxy.retried()).toBe(0);
    expect(upstream.connections).toHaveLength(2);
  });
});
