import http from 'node:http';
import net from 'node:net';
import assert from 'node:assert/strict';
import { afterEach, describe, it } from 'node:test';
import { startRoundRobinProxy } from './round-robin-proxy.mjs';

// The benchmark's balancer (bench/lib/round-robin-proxy.mjs, docs/decisions/111-measuring.md):
// an idle upstream connection is dropped before the server's keep-alive timeout, and a GET that meets a
// connection the server has just closed is sent again on a new one instead of answering 502.
// A benchmark's own test, outside `npm test`: `node --test bench/` (bench/README.md).

/**
 * An upstream that answers the first request of each connection and closes the connection without a word
 * when a second one comes on it: what a server does when its keep-alive timeout and the request cross.
 */
async function closingUpstream() {
  const connections = [];
  const closedByPeer = [];
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
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}`,
    connections,
    closedByPeer,
    close: () =>
      new Promise((resolve) => {
        for (const socket of connections) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** One request through the proxy on a fresh client connection: its status and body. */
function call(url, method = 'GET', body = undefined) {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method, agent: false, headers: body ? { 'content-type': 'text/plain', 'content-length': String(body.length) } : {} },
      (response) => {
        let text = '';
        response.on('data', (chunk) => (text += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const cleanups = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()();
});
async function setUp(idleTimeoutMs) {
  const upstream = await closingUpstream();
  const proxy = await startRoundRobinProxy([upstream.url], { idleTimeoutMs });
  cleanups.push(
    () => upstream.close(),
    () => proxy.close(),
  );
  return { upstream, proxy };
}

describe('the benchmark proxy and a server closing a kept-alive connection', () => {
  it('a GET on a connection the server has just closed is sent again on a new one: 200, not 502', async () => {
    const { upstream, proxy } = await setUp(60_000);
    assert.deepEqual(await call(`${proxy.url}/a`), { status: 200, body: 'ok' });
    await sleep(50); // the connection is back in the pool
    assert.deepEqual(await call(`${proxy.url}/b`), { status: 200, body: 'ok' });
    assert.equal(proxy.retried(), 1);
    assert.equal(upstream.connections.length, 2);
  });

  it('a POST is not sent twice: 502', async () => {
    const { proxy } = await setUp(60_000);
    assert.equal((await call(`${proxy.url}/a`)).status, 200);
    await sleep(50);
    assert.equal((await call(`${proxy.url}/form`, 'POST', 'name=Budi')).status, 502);
    assert.equal(proxy.retried(), 0);
  });

  it('an idle connection is closed by the proxy after its idle timeout, so the next request opens a new one', async () => {
    const { upstream, proxy } = await setUp(200);
    assert.equal((await call(`${proxy.url}/a`)).status, 200);
    await sleep(600);
    assert.equal(upstream.closedByPeer[0], true); // the proxy ended it, before the server had to
    assert.equal((await call(`${proxy.url}/b`)).status, 200);
    assert.equal(proxy.retried(), 0);
    assert.equal(upstream.connections.length, 2);
  });
});
