import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import type { Clock } from '@/server/clock';
import { razorpaySimulatorRoutes } from './routes';
import { RazorpaySimulator } from './state';

export interface StartRazorpaySimulatorOptions {
  webhookUrl?: string;
  keyId?: string;
  keySecret?: string;
  webhookSecret?: string;
  clock?: Clock;
  webhookRetryDelaysMs?: readonly number[];
}

export interface RunningRazorpaySimulator {
  /** The API base, as `https://api.razorpay.com` is Razorpay's: paths start with `/v1/`. */
  url: string;
  checkoutScriptUrl: string;
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** The records and the test controls (held webhooks, pending refunds...). */
  simulator: RazorpaySimulator;
  setWebhookUrl(url: string | undefined): void;
  close(): Promise<void>;
}

/** A Razorpay of our own on a free loopback port, for API tests and benchmarks. */
export async function startRazorpaySimulator(
  options: StartRazorpaySimulatorOptions = {},
): Promise<RunningRazorpaySimulator> {
  const { keyId, keySecret, webhookSecret } = options;
  const simulator = new RazorpaySimulator({
    clock: options.clock,
    credentials: { keyId, keySecret, webhookSecret },
    webhookUrl: options.webhookUrl,
    webhookRetryDelaysMs: options.webhookRetryDelaysMs,
  });
  const app = Fastify({ logger: false });
  app.setNotFoundHandler((_request, reply) =>
    reply.status(404).send({
      error: {
        code: 'BAD_REQUEST_ERROR',
        description: 'The requested URL was not found on the server.',
      },
    }),
  );
  await app.register(razorpaySimulatorRoutes, { simulator });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;

  return {
    url,
    checkoutScriptUrl: `${url}/checkout.js`,
    ...simulator.credentials,
    simulator,
    setWebhookUrl: (webhookUrl) => simulator.webhooks.setUrl(webhookUrl),
    close: async () => {
      simulator.close();
      await app.close();
    },
  };
}
