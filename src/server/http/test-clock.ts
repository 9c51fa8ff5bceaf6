import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { OffsetClock } from '../clock';

/**
 * Lets end-to-end tests move the server's clock (TEST_CLOCK=true, never in production), so
 * tokens and codes age without waiting. Not part of the documented API.
 */
export const testClockRoutes: FastifyPluginAsyncZod<{ clock: OffsetClock }> = async (
  app,
  { clock },
) => {
  const answer = z.object({ now: z.string() });
  app.get(
    '/test/clock',
    { config: { access: 'public' }, schema: { hide: true, response: { 200: answer } } },
    async () => ({
      now: clock.now().toISOString(),
    }),
  );
  app.post(
    '/test/clock',
    {
      config: { access: 'public' },
      schema: {
        hide: true,
        body: z.object({
          advanceMs: z
            .number()
            .int()
            .min(0)
            .max(366 * 24 * 3_600_000),
        }),
        response: { 200: answer },
      },
    },
    async (request) => {
      clock.advance(request.body.advanceMs);
      return { now: clock.now().toISOString() };
    },
  );
};
