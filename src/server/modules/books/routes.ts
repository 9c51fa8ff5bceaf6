import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { booksCheckSchema } from '@/domain/books';
import type { AppContext } from '@/server/context';
import { checkBooks } from './check';

export const booksRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const { db } = context.database;
  // A scrape every few seconds need not read the whole books each time: once a minute will do.
  let counted: { at: number; problems: Promise<number> } | undefined;
  context.metrics.registerGauge({
    name: 'hostel_books_problems',
    help: 'Things in the books that break a promise (GET /api/admins/books/check lists them); 0 when the books balance',
    read: () => {
      const now = context.clock.now().getTime();
      if (!counted || now - counted.at > 60_000) {
        const problems = checkBooks(db).then((check) => check.problems.length);
        counted = { at: now, problems };
        problems.catch(() => {
          counted = undefined;
        });
      }
      return counted.problems;
    },
  });

  app.get(
    '/admins/books/check',
    {
      config: { access: 'money.read' },
      schema: {
        tags: ['payments', 'admin'],
        summary:
          'Whether the books balance: every rupee received applied or refunded, receipts in unbroken series, totals equal to the payments',
        security: [{ bearer: [] }],
        response: { 200: booksCheckSchema },
      },
    },
    async () => checkBooks(db),
  );
};
