import { chmodSync, rmSync } from 'node:fs';
import { createConnection, createServer, type Server } from 'node:net';
import path from 'node:path';

/**
 * A running server owns its embedded database: no other process may open the files, and a
 * copy of them taken from outside could catch a write half-way. So `npm run backup` asks the
 * server, over a Unix socket in DATA_DIR (readable by the folder's owner only, like the
 * database files themselves), for a snapshot it takes between two transactions.
 *
 * The answer is one JSON line, `{"bytes":N}` or `{"error":"..."}`, then the N bytes.
 */
export const snapshotSocketPath = (dataDir: string) => path.join(dataDir, 'backup.sock');

export interface SnapshotServer {
  close(): Promise<void>;
}

export async function serveSnapshots(
  dataDir: string,
  snapshot: () => Promise<Blob>,
): Promise<SnapshotServer> {
  const socketPath = snapshotSocketPath(dataDir);
  // Left behind by a server that was killed: the caller holds DATA_DIR's lock, so it is not in use.
  rmSync(socketPath, { force: true });
  const server: Server = createServer((connection) => {
    connection.on('error', () => undefined);
    snapshot().then(
      async (blob) => {
        connection.write(`${JSON.stringify({ bytes: blob.size })}\n`);
        connection.end(new Uint8Array(await blob.arrayBuffer()));
      },
      (error: unknown) =>
        connection.end(`${JSON.stringify({ error: (error as Error).message })}\n`),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => resolve());
  });
  chmodSync(socketPath, 0o600);
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        rmSync(socketPath, { force: true });
      }),
  };
}

/** Asks the server that holds `dataDir` for a snapshot of its embedded database. */
export function requestSnapshot(dataDir: string, serverPid: number): Promise<Buffer> {
  const socketPath = snapshotSocketPath(dataDir);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const connection = createConnection(socketPath);
    connection.on('data', (chunk: Buffer) => chunks.push(chunk));
    connection.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        new Error(
          `The server (process ${serverPid}) holds ${dataDir} but did not answer on ${socketPath} ` +
            `(${error.code ?? error.message}). Restart it with this version of the site, then try again.`,
        ),
      ),
    );
    connection.on('end', () => {
      const all = Buffer.concat(chunks);
      const newline = all.indexOf(0x0a);
      if (newline < 0)
        return reject(new Error('The server closed the backup socket without an answer.'));
      const header = JSON.parse(all.subarray(0, newline).toString('utf8')) as {
        bytes?: number;
        error?: string;
      };
      const body = all.subarray(newline + 1);
      if (header.error !== undefined) {
        reject(new Error(`The server could not take a snapshot: ${header.error}`));
      } else if (body.length !== header.bytes) {
        reject(new Error(`The snapshot was cut short: ${body.length} of ${header.bytes} bytes.`));
      } else {
        resolve(body);
      }
    });
  });
}
