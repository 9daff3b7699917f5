// A stand-in for the TLS-terminating proxy of a real deployment (docs/deploy.md), on loopback only:
// one port speaks both — TLS connections are proxied to the app with X-Forwarded-Proto: https,
// plain HTTP is redirected to https. A throwaway certificate authority signs a certificate for
// 127.0.0.1; the scanner is told to trust it via NODE_EXTRA_CA_CERTS.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import path from 'node:path';

export function makeCertificates(dir) {
  const run = (...args) => execFileSync('openssl', args, { cwd: dir, stdio: 'ignore' });
  fs.writeFileSync(path.join(dir, 'ext.cnf'), 'subjectAltName=IP:127.0.0.1,DNS:localhost\nbasicConstraints=CA:FALSE\n');
  run('req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2', '-subj', '/CN=denka-bench-ca', '-keyout', 'ca.key', '-out', 'ca.pem');
  run('req', '-newkey', 'rsa:2048', '-nodes', '-subj', '/CN=127.0.0.1', '-keyout', 'site.key', '-out', 'site.csr');
  run('x509', '-req', '-in', 'site.csr', '-CA', 'ca.pem', '-CAkey', 'ca.key', '-CAcreateserial', '-days', '2', '-extfile', 'ext.cnf', '-out', 'site.pem');
  return { ca: path.join(dir, 'ca.pem'), key: fs.readFileSync(path.join(dir, 'site.key')), cert: fs.readFileSync(path.join(dir, 'site.pem')) };
}

export async function startTlsFront({ port, target, key, cert }) {
  const upstream = new URL(target);
  const proxy = (req, res) => {
    const out = http.request(
      { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: { ...req.headers, 'x-forwarded-proto': 'https' } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    out.on('error', () => res.writeHead(502).end());
    req.pipe(out);
  };
  const tlsServer = https.createServer({ key, cert }, proxy);
  const redirect = http.createServer((req, res) => res.writeHead(301, { Location: `https://127.0.0.1:${port}${req.url}` }).end());
  // Both listen on ephemeral loopback ports; the front looks at the first byte and relays raw TCP.
  const listen = (server) => new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server.address().port)));
  const [tlsPort, httpPort] = [await listen(tlsServer), await listen(redirect)];
  const open = new Set();
  const front = net.createServer((socket) => {
    open.add(socket);
    socket.once('close', () => open.delete(socket));
    socket.once('data', (first) => {
      socket.pause(); // until the relay is connected
      const inner = net.connect(first[0] === 0x16 ? tlsPort : httpPort, '127.0.0.1', () => {
        open.add(inner);
        inner.once('close', () => open.delete(inner));
        inner.write(first);
        socket.pipe(inner).pipe(socket);
      });
      const close = () => { socket.destroy(); inner.destroy(); };
      inner.on('error', close);
      socket.on('error', close);
    });
  });
  await new Promise((resolve) => front.listen(port, '127.0.0.1', resolve));
  return {
    close: () =>
      new Promise((resolve) => {
        front.close(resolve);
        for (const s of open) s.destroy(); // kept-alive relays would hold close() open
        tlsServer.closeAllConnections?.();
        redirect.closeAllConnections?.();
        tlsServer.close();
        redirect.close();
      }),
  };
}
