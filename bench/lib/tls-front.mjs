// A stand-in for the TLS-terminating proxy of a real deployment (docs/deploy.md), on loopback only:
// one port speaks both — TLS connections (HTTP/2, or HTTP/1.1 for clients without it, as any current
// proxy or CDN offers) are proxied to the app with X-Forwarded-Proto: https, plain HTTP is redirected to
// https. A throwaway certificate authority signs a certificate for 127.0.0.1; Node clients are told to
// trust it via NODE_EXTRA_CA_CERTS, Chromium by the certificate's key hash (`spki`).
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

// Connection-level headers: HTTP/2 forbids them, and a proxy never forwards them.
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'http2-settings', 'te']);
const forwardable = (headers) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !name.startsWith(':') && !HOP_BY_HOP.has(name)));

export function makeCertificates(dir) {
  const run = (...args) => execFileSync('openssl', args, { cwd: dir, stdio: 'ignore' });
  fs.writeFileSync(path.join(dir, 'ext.cnf'), 'subjectAltName=IP:127.0.0.1,DNS:localhost\nbasicConstraints=CA:FALSE\n');
  run('req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2', '-subj', '/CN=denka-bench-ca', '-keyout', 'ca.key', '-out', 'ca.pem');
  run('req', '-newkey', 'rsa:2048', '-nodes', '-subj', '/CN=127.0.0.1', '-keyout', 'site.key', '-out', 'site.csr');
  run(
    'x509',
    '-req',
    '-in',
    'site.csr',
    '-CA',
    'ca.pem',
    '-CAkey',
    'ca.key',
    '-CAcreateserial',
    '-days',
    '2',
    '-extfile',
    'ext.cnf',
    '-out',
    'site.pem',
  );
  const cert = fs.readFileSync(path.join(dir, 'site.pem'));
  // Chromium's --ignore-certificate-errors-spki-list takes this: base64 SHA-256 of the public key.
  const spki = crypto
    .createHash('sha256')
    .update(new crypto.X509Certificate(cert).publicKey.export({ type: 'spki', format: 'der' }))
    .digest('base64');
  return { ca: path.join(dir, 'ca.pem'), key: fs.readFileSync(path.join(dir, 'site.key')), cert, spki };
}

export async function startTlsFront({ port, target, key, cert }) {
  const upstream = new URL(target);
  const proxy = (req, res) => {
    const headers = { ...forwardable(req.headers), host: req.headers[':authority'] ?? req.headers.host, 'x-forwarded-proto': 'https' };
    const out = http.request({ host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, forwardable(answer.headers));
      answer.pipe(res);
    });
    out.on('error', () => res.writeHead(502).end());
    req.pipe(out);
  };
  const tlsServer = http2.createSecureServer({ key, cert, allowHTTP1: true }, proxy);
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
      const close = () => {
        socket.destroy();
        inner.destroy();
      };
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

/**
 * The app as deployed, for a browser: the front above on `port` with a fresh certificate, and the
 * Chromium flag that trusts it (Lighthouse refuses a page with certificate errors).
 */
export async function startDeployedFront({ port, target }) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'denka-tls-'));
  const certs = makeCertificates(dir);
  const front = await startTlsFront({ port, target, key: certs.key, cert: certs.cert });
  return {
    url: `https://127.0.0.1:${port}`,
    chromeFlags: [`--ignore-certificate-errors-spki-list=${certs.spki}`],
    close: async () => {
      await front.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
