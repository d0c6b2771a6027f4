// A throwaway nginx for one test: Debian's nginx (installed with apt-get when missing and running as
// root), a site configuration wrapped in a main one of its own (pid, logs and temp files in a temp
// dir), started in the foreground's place with `-p`, stopped after.
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const isRoot = process.getuid?.() === 0;
const BINARY = '/usr/sbin/nginx';

/** The nginx binary, installed when missing and possible; undefined (with the reason printed) otherwise. */
export function ensureNginx() {
  if (existsSync(BINARY)) return BINARY;
  if (!isRoot) {
    console.log('No nginx (Debian package "nginx-light") and not root to install it.');
    return undefined;
  }
  console.log("No nginx found; installing Debian's nginx-light package...");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'nginx-light'], { stdio: 'inherit', env });
  return existsSync(BINARY) ? BINARY : undefined;
}

/** A self-signed certificate for `127.0.0.1` and `localhost`: `{ cert, key }` file paths and the PEM. */
export function selfSignedCertificate(dir) {
  const cert = path.join(dir, 'cert.pem');
  const key = path.join(dir, 'key.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1,DNS:localhost',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore' },
  );
  return { cert, key, pem: readFileSync(cert, 'utf8') };
}

/**
 * Starts nginx with `site` (the text of a configuration that goes inside `http {}`) and returns
 * `{ dir, stop }`. Throws with nginx's own message when the configuration is refused.
 */
export function startNginx(site) {
  const binary = ensureNginx();
  if (!binary) throw new Error('These tests need nginx (Debian package "nginx-light").');
  const dir = mkdtempSync(path.join(tmpdir(), 'store-ops-nginx-'));
  // Worker processes run as nobody when nginx starts as root: they write the temp files.
  chmodSync(dir, 0o777);
  for (const sub of ['logs', 'temp']) mkdirSync(path.join(dir, sub), { mode: 0o777 });
  const temp = (name) => path.join(dir, 'temp', name);
  writeFileSync(path.join(dir, 'site.conf'), site);
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      `pid ${path.join(dir, 'nginx.pid')};`,
      `error_log ${path.join(dir, 'logs', 'error.log')} warn;`,
      'worker_processes 1;',
      'events { worker_connections 256; }',
      'http {',
      `  access_log ${path.join(dir, 'logs', 'access.log')};`,
      `  client_body_temp_path ${temp('body')};`,
      `  proxy_temp_path ${temp('proxy')};`,
      `  fastcgi_temp_path ${temp('fastcgi')};`,
      `  uwsgi_temp_path ${temp('uwsgi')};`,
      `  scgi_temp_path ${temp('scgi')};`,
      `  include ${path.join(dir, 'site.conf')};`,
      '}',
      '',
    ].join('\n'),
  );
  const args = ['-p', dir, '-c', path.join(dir, 'nginx.conf')];
  const started = spawnSync(binary, args, { encoding: 'utf8' });
  if (started.status !== 0) throw new Error(`nginx did not start: ${started.stderr || started.stdout}`);
  return {
    dir,
    errorLog: () => readFileSync(path.join(dir, 'logs', 'error.log'), 'utf8'),
    stop() {
      try {
        spawnSync(binary, [...args, '-s', 'stop'], { encoding: 'utf8' });
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
