import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServerProcess } from '../src/server/test/server-process';
import { startSmtpListener, type SmtpListener } from '../src/server/test/smtp-listener';

export interface RunningServer {
  url: string;
  /** The server's process id (benchmarks read its memory). */
  pid: number;
  dataDir: string;
  smtp: SmtpListener;
  /** What the server printed, for failure reports. */
  output(): string;
  stop(): Promise<void>;
}

/**
 * Starts the built app as `npm start` would (without rebuilding), on a free loopback port,
 * with a fresh data folder and mail going to a real SMTP listener on loopback.
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const smtp = await startSmtpListener();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hostel-e2e-'));
  const cleanUp = async () => {
    await smtp.close();
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    const server = await startServerProcess({
      env: {
        DATA_DIR: dataDir,
        SMTP_URL: smtp.url,
        // Specs log in far more often than people do, all from loopback; rate limits have their
        // own API tests.
        RATE_LIMIT_PER_ACCOUNT: '500',
        RATE_LIMIT_PER_ADDRESS: '100000',
        // Lets specs move the server's clock through /api/test/clock (tokens and codes age).
        TEST_CLOCK: 'true',
        ...env,
      },
    });
    return {
      url: server.url,
      pid: server.pid,
      dataDir,
      smtp,
      output: server.output,
      async stop() {
        await server.stop();
        await cleanUp();
      },
    };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}
