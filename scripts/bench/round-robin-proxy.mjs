// A load balancer in a few lines (docs/deploy.md: stateless processes behind one): forwards each request
// to the next upstream in turn, streaming both ways, and names the upstream that answered in
// `X-Upstream` (for the two-process test). Keep-alive agent, as a real balancer keeps its connections.
import http from 'node:http';

export function startRoundRobinProxy(upstreams, { port = 0, host = '127.0.0.1' } = {}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  let next = 0;
  const server = http.createServer((req, res) => {
    const target = new URL(upstreams[next++ % upstreams.length]);
    const forward = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        agent,
        headers: { ...req.headers, 'x-forwarded-for': req.socket.remoteAddress ?? '' },
      },
      (upstream) => {
        // A non-2xx answer is counted by the benchmark; say which upstream gave it and why, on stderr.
        if ((upstream.statusCode ?? 502) >= 300) console.error(`proxy: ${target.host} answered ${upstream.statusCode} to ${req.method} ${req.url}`);
        res.writeHead(upstream.statusCode ?? 502, { ...upstream.headers, 'x-upstream': target.host });
        upstream.pipe(res);
      },
    );
    forward.on('error', (error) => {
      console.error(`proxy: ${target.host} ${req.method} ${req.url}: ${error.code ?? error.message} (answered 502)`);
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end('bad gateway');
    });
    req.pipe(forward);
  });
  return new Promise((resolve) => {
    server.listen(port, host, () => {
      const { port: bound } = server.address();
      resolve({
        url: `http://${host}:${bound}`,
        close: () => new Promise((done) => { agent.destroy(); server.closeAllConnections(); server.close(() => done()); }),
      });
    });
  });
}
