import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startSmtpListener, type SmtpListener } from '../src/server/test/smtp-listener';

export interface RunningServer {
  url: string;
  dataDir: string;
  smtp: SmtpListener;
  /** What the server printed, for failure reports. */
  output(): string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(),
      );
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited early:\n${output()}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not become healthy in time:\n${output()}`);
}

/**
 * Starts the built app as `npm start` would (without rebuilding), on a free loopback port,
 * with a fresh data folder and mail going to a real SMTP listener on loopback.
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const smtp = await startSmtpListener();
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hostel-e2e-'));
  const url = `http://127.0.0.1:${port}`;
  let log = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      SITE_URL: url,
      DATA_DIR: dataDir,
      SMTP_URL: smtp.url,
      // Specs log in far more often than people do; rate limits have their own API tests.
      RATE_LIMIT_PER_ACCOUNT: '500',
      // Lets specs move the server's clock through /api/test/clock (tokens and codes age).
      TEST_CLOCK: 'true',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => void (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => void (log += chunk.toString()));
  const output = () => log;

  try {
    await waitForHealth(url, child, output);
  } catch (error) {
    child.kill('SIGKILL');
    await smtp.close();
    throw error;
  }

  return {
    url,
    dataDir,
    smtp,
    output,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      await smtp.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
