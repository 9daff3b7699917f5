import http from 'node:http';
import type net from 'node:net';

/**
 * The load balancer of docs/deploy.md in its smallest form, for the two-process test: each request goes to
 * the next upstream in turn, streamed both ways, and the answer names the upstream in `X-Upstream`. One
 * upstream connection per request (no keep-alive pool), so a test never meets a kept connection the
 * server has just closed: the race the benchmark's own proxy handles, which keeps its connections as a real
 * balancer does (docs/decisions/111-measuring.md).
 */
export function startRoundRobinProxy(upstreams: string[]): Promise<{ url: string; close: () => Promise<void> }> {
  let next = 0;
  const server = http.createServer((req, res) => {
    const target = new URL(upstreams[next++ % upstreams.length]!);
    const forward = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        agent: false,
        headers: { ...req.headers, 'x-forwarded-for': req.socket.remoteAddress ?? '' },
      },
      (upstream) => {
        res.writeHead(upstream.statusCode ?? 502, { ...upstream.headers, 'x-upstream': target.host });
        upstream.pipe(res);
      },
    );
    forward.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end('bad gateway');
    });
    req.pipe(forward);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}`,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
