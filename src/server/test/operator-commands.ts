import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { callApi } from './http-client';

const PROJECT_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export interface CommandOutcome {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** The settings an operator's shell would hold for the site (test mode, fixed secrets). */
export const OPERATOR_ENV = {
  NODE_ENV: 'test',
  JWT_SECRET: randomBytes(32).toString('base64url'),
  ADMIN_USERNAME: 'admin',
  ADMIN_PASSWORD: 'backup-admin-2026',
};

/** `npm run --silent <script> -- <args>` in the project, as an operator types it. */
export function runNpmScript(
  script: string,
  args: string[],
  env: Record<string, string>,
): Promise<CommandOutcome> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', script, '--', ...args], {
      cwd: PROJECT_ROOT,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...OPERATOR_ENV, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => void (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => void (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

/** An admin creating events one after another, as fast as the server answers. */
export interface EventWriter {
  /** Names of the events the server answered 201 for, in order. */
  acknowledged: string[];
  /** Names of the events asked for, in order, acknowledged or not. */
  requested: string[];
  /** Resolves once `count` more events have been acknowledged. */
  waitForMore(count: number): Promise<void>;
  /** Stops after the request in flight; rejects if a write failed. */
  stop(): Promise<void>;
}

export async function startEventWriter(url: string): Promise<EventWriter> {
  const login = await callApi(url, 'POST', '/admins/login', {
    body: { username: OPERATOR_ENV.ADMIN_USERNAME, password: OPERATOR_ENV.ADMIN_PASSWORD },
  });
  if (login.status !== 200) throw new Error(`The admin cannot log in: ${login.status}`);
  const token = String(login.body.token);
  const acknowledged: string[] = [];
  const requested: string[] = [];
  const waiters: { target: number; resolve: () => void }[] = [];
  let running = true;

  const loop = (async () => {
    for (let i = 1; running; i++) {
      const name = `Backup drill ${i}`;
      requested.push(name);
      const answer = await callApi(url, 'POST', '/events', {
        token,
        body: {
          name,
          description: `Written while a backup runs, number ${i}.`,
          date: new Date(Date.now() + 30 * 86_400_000).toISOString(),
          location: 'Hostel grounds',
          maxParticipants: 10,
          organizer: 'Sports committee',
          contactInfo: 'sports@hostel.example',
          allowedRegistrationTypes: ['individual'],
        },
      });
      if (answer.status !== 201) {
        throw new Error(
          `Creating ${name} answered ${answer.status}: ${JSON.stringify(answer.body)}`,
        );
      }
      acknowledged.push(name);
      for (const waiter of waiters.filter((w) => acknowledged.length >= w.target)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve();
      }
    }
  })();
  // A failure surfaces in stop(); waiters would otherwise hang, so they fail with it.
  loop.catch(() => undefined);

  return {
    acknowledged,
    requested,
    waitForMore: (count) =>
      Promise.race([
        new Promise<void>((resolve) =>
          waiters.push({ target: acknowledged.length + count, resolve }),
        ),
        loop.then(() => undefined),
      ]),
    stop: async () => {
      running = false;
      await loop;
    },
  };
}
