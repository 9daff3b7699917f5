// A load balancer in a few lines (docs/deploy.md: stateless processes behind one) for `npm run bench:peer`'s
// two-process column: forwards each request to the next upstream in turn, streaming both ways, and names the
// upstream that answered in `X-Upstream`. Keep-alive agent, as a real balancer keeps its connections.
// Tested by round-robin-proxy.test.mjs beside it (`node --test bench/`), not by `npm test`.
import http from 'node:http';

// An idle upstream connection is dropped after 4 s, before the server's keep-alive timeout (5 s,
// KEEP_ALIVE_TIMEOUT_MS in docs/deploy.md) closes it under a request sent on it: the rule docs/deploy.md
// gives a real balancer. The two can still cross (a timer late under load), so a GET or HEAD that fails on a
// reused connection before any byte of its answer is sent once more on a new one, as nginx's
// proxy_next_upstream does (docs/decisions/111-measuring.md).
export const IDLE_TIMEOUT_MS = 4_000;
const RETRIABLE = new Set(['ECONNRESET', 'EPIPE']);

export function startRoundRobinProxy(upstreams, { port = 0, host = '127.0.0.1', idleTimeoutMs = IDLE_TIMEOUT_MS } = {}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256, timeout: idleTimeoutMs });
  let next = 0;
  let retried = 0;
  const server = http.createServer((req, res) => {
    const target = new URL(upstreams[next++ % upstreams.length]);
    const hasBody = req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
    const bodiless = (req.method === 'GET' || req.method === 'HEAD') && !hasBody;
    const send = (retry) => {
      const forward = http.request(
        {
          host: target.hostname,
          port: target.port,
          method: req.method,
          path: req.url,
          // The retry on a connection of its own: the pool may hold another one the server has just closed.
          agent: retry ? false : agent,
          headers: { ...req.headers, 'x-forwarded-for': req.socket.remoteAddress ?? '' },
        },
        (upstream) => {
          // A non-2xx answer is counted by the benchmark; say which upstream gave it and why, on stderr.
          if ((upstream.statusCode ?? 502) >= 300)
            console.error(`proxy: ${target.host} answered ${upstream.statusCode} to ${req.method} ${req.url}`);
          res.writeHead(upstream.statusCode ?? 502, { ...upstream.headers, 'x-upstream': target.host });
          upstream.pipe(res);
        },
      );
      forward.on('error', (error) => {
        // The error comes before the response callback, so no byte of an answer has been passed on.
        if (!retry && bodiless && forward.reusedSocket && RETRIABLE.has(error.code) && !res.headersSent) {
          retried++;
          console.error(`proxy: ${target.host} closed a reused connection (${error.code}); ${req.method} ${req.url} sent again`);
          return send(true);
        }
        console.error(`proxy: ${target.host} ${req.method} ${req.url}: ${error.code ?? error.message} (answered 502)`);
        if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
        res.end('bad gateway');
      });
      if (bodiless) forward.end();
      else req.pipe(forward);
    };
    send(false);
  });
  return new Promise((resolve) => {
    server.listen(port, host, () => {
      const { port: bound } = server.address();
      resolve({
        url: `http://${host}:${bound}`,
        /** GET/HEAD requests sent again after a reused connection failed. */
        retried: () => retried,
        close: () =>
          new Promise((done) => {
            agent.destroy();
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
