import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './server-process';

const DEPLOY_CONFIG = fileURLToPath(new URL('../../../deploy/nginx/hostel.conf', import.meta.url));
/** The domain the shipped configuration names, and the one the test serves. */
const SHIPPED_DOMAIN = 'hostel.example.org';
export const TEST_DOMAIN = 'hostel.test';

export interface Nginx {
  httpsPort: number;
  httpPort: number;
  /** The self-signed certificate clients must trust. */
  certificate: Buffer;
  /** nginx's error log so far. */
  errorLog(): string;
  stop(): Promise<void>;
}

function nginxBinary(): string {
  for (const candidate of ['/usr/sbin/nginx', '/usr/bin/nginx']) {
    if (existsSync(candidate)) return candidate;
  }
  throw new Error('nginx is not installed: apt-get install -y nginx (.ci/run does it).');
}

/** Replaces `from` by `to`, failing when the shipped file no longer has `from` (it changed). */
function substitute(config: string, from: string | RegExp, to: string): string {
  const changed = config.replace(from, to);
  if (changed === config) throw new Error(`deploy/nginx/hostel.conf no longer contains ${from}`);
  return changed;
}

/**
 * Runs nginx with the shipped `deploy/nginx/hostel.conf`, changed only where this machine must
 * differ: the domain, free loopback ports instead of 80 and 443, the instances' ports and a
 * self-signed certificate instead of certbot's.
 */
export async function startNginx(instancePorts: [number, number]): Promise<Nginx> {
  const binary = nginxBinary();
  const dir = mkdtempSync(path.join(tmpdir(), 'hostel-nginx-'));
  const [httpsPort, httpPort] = [await freePort(), await freePort()];
  const tls = path.join(dir, 'tls');
  mkdirSync(tls);
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
      `/CN=${TEST_DOMAIN}`,
      '-addext',
      `subjectAltName=DNS:${TEST_DOMAIN}`,
      '-keyout',
      path.join(tls, 'privkey.pem'),
      '-out',
      path.join(tls, 'fullchain.pem'),
    ],
    { stdio: 'ignore' },
  );

  let site = readFileSync(DEPLOY_CONFIG, 'utf8');
  site = substitute(site, new RegExp(SHIPPED_DOMAIN.replaceAll('.', '\\.'), 'g'), TEST_DOMAIN);
  site = substitute(site, new RegExp(`/etc/letsencrypt/live/${TEST_DOMAIN}/`, 'g'), `${tls}/`);
  site = substitute(site, /^\s*listen \[::\]:.*$/gm, '');
  site = substitute(site, /^(\s*)listen 80;/m, `$1listen 127.0.0.1:${httpPort};`);
  site = substitute(site, /^(\s*)listen 443 ssl/m, `$1listen 127.0.0.1:${httpsPort} ssl`);
  site = substitute(site, 'server 127.0.0.1:5001 ', `server 127.0.0.1:${instancePorts[0]} `);
  site = substitute(site, 'server 127.0.0.1:5002 ', `server 127.0.0.1:${instancePorts[1]} `);
  writeFileSync(path.join(dir, 'site.conf'), site);

  // What Debian's /etc/nginx/nginx.conf gives around a site, with every path in `dir`.
  const isRoot = process.getuid?.() === 0;
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      isRoot ? 'user root;' : '',
      'worker_processes 1;',
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/error.log info;`,
      'events { worker_connections 256; }',
      'http {',
      `  access_log ${dir}/access.log;`,
      `  client_body_temp_path ${dir}/client_body;`,
      `  proxy_temp_path ${dir}/proxy;`,
      `  fastcgi_temp_path ${dir}/fastcgi;`,
      `  uwsgi_temp_path ${dir}/uwsgi;`,
      `  scgi_temp_path ${dir}/scgi;`,
      `  include ${dir}/site.conf;`,
      '}',
    ].join('\n'),
  );

  let output = '';
  const child: ChildProcess = spawn(
    binary,
    ['-p', dir, '-e', `${dir}/error.log`, '-c', `${dir}/nginx.conf`, '-g', 'daemon off;'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  child.stdout?.on('data', (chunk: Buffer) => void (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => void (output += chunk.toString()));
  const errorLog = () => {
    try {
      return readFileSync(path.join(dir, 'error.log'), 'utf8');
    } catch {
      return '';
    }
  };
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGQUIT');
    await exited;
    rmSync(dir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 15_000;
  while (!existsSync(path.join(dir, 'nginx.pid'))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      const log = `${output}\n${errorLog()}`;
      await stop();
      throw new Error(`nginx did not start:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    httpsPort,
    httpPort,
    certificate: readFileSync(path.join(tls, 'fullchain.pem')),
    errorLog,
    stop,
  };
}
