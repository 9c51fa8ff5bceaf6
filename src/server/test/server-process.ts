import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import {
  isServerBuildFresh,
  SERVER_BUILD,
  SERVER_ENVIRONMENT,
  SERVER_NODE_FLAGS,
} from '../server-build';

const PROJECT_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));

/**
 * The compiled server, as `npm start` runs it, when the build is newer than every source file
 * (end-to-end tests, benchmarks and production set-up tests build first); otherwise the source
 * through tsx, so a server test run right after an edit runs the edit.
 */
function serverCommand(): string[] {
  return [
    ...SERVER_NODE_FLAGS,
    ...extraNodeFlags(),
    ...(isServerBuildFresh() ? [SERVER_BUILD] : ['--import', 'tsx', MAIN]),
  ];
}

/**
 * Flags for a benchmark or a profile, after the production ones so that they can undo them:
 * `SERVER_EXTRA_NODE_FLAGS='--cpu-prof --cpu-prof-dir=/tmp/profile --no-optimize-for-size'`.
 */
function extraNodeFlags(): string[] {
  return (process.env.SERVER_EXTRA_NODE_FLAGS ?? '').split(' ').filter(Boolean);
}

/** Which server the next started process runs, for reports: the build or the source. */
export const serverRuntime = () =>
  isServerBuildFresh() ? 'the compiled build' : 'the source, through tsx (the build is stale)';

export interface ServerProcessOptions {
  /** Settings for the server, over the defaults below (test mode, loopback, quiet log). */
  env?: Record<string, string>;
  /** A port to listen on; a free one when not given. */
  port?: number;
  /** How long to wait for `/api/health` to answer 200 (a brand-new embedded database runs initdb). */
  healthTimeoutMs?: number;
}

export interface ExitStatus {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ServerProcess {
  url: string;
  port: number;
  pid: number;
  /** What the process printed so far, for failure reports. */
  output(): string;
  /** Sends the signal and waits until the process has exited. */
  kill(signal: NodeJS.Signals): Promise<ExitStatus>;
  /** A graceful stop: SIGTERM, then wait for the exit. */
  stop(): Promise<ExitStatus>;
  /** A new process with the same settings and port, once this one has exited. */
  restart(): Promise<ServerProcess>;
}

export function freePort(): Promise<number> {
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

function exitStatusOf(child: ChildProcess): ExitStatus | undefined {
  if (child.exitCode === null && child.signalCode === null) return undefined;
  return { code: child.exitCode, signal: child.signalCode };
}

function waitForExit(child: ChildProcess): Promise<ExitStatus> {
  const status = exitStatusOf(child);
  if (status) return Promise.resolve(status);
  return new Promise((resolve) =>
    child.once('exit', (code, signal) =>
      resolve({ code, signal: signal as NodeJS.Signals | null }),
    ),
  );
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string, ms: number) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (exitStatusOf(child)) throw new Error(`The server exited early:\n${output()}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server did not become healthy within ${ms} ms:\n${output()}`);
}

/**
 * Starts the server (serverCommand) as its own process, on a loopback port, and waits
 * until its health check answers. The caller chooses the database, mail and limits by `env`.
 */
export async function startServerProcess(
  options: ServerProcessOptions = {},
): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  let log = '';
  const child = spawn(process.execPath, serverCommand(), {
    cwd: PROJECT_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      ...SERVER_ENVIRONMENT,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      SITE_URL: url,
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => void (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => void (log += chunk.toString()));
  const output = () => log;

  const kill = async (signal: NodeJS.Signals) => {
    const exited = waitForExit(child);
    if (!exitStatusOf(child)) child.kill(signal);
    return exited;
  };

  try {
    await waitForHealth(url, child, output, options.healthTimeoutMs ?? 90_000);
  } catch (error) {
    await kill('SIGKILL');
    throw error;
  }

  return {
    url,
    port,
    pid: child.pid ?? 0,
    output,
    kill,
    stop: () => kill('SIGTERM'),
    async restart() {
      if (!exitStatusOf(child)) throw new Error('Stop or kill the server before restarting it.');
      return startServerProcess({ ...options, port });
    },
  };
}
