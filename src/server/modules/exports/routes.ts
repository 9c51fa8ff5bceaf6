import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registrationTypeSchema } from '../../../domain/event-schemas';
import type { AppContext } from '../../context';
import { adminOnly } from '../../http/auth';
import { ExportsService, type CsvExport } from './service';

function sendCsv(reply: FastifyReply, file: CsvExport) {
  return (
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .header('cache-control', 'no-store')
      // One batch waits at a time: the rest of the file stays in the database until it is read.
      .send(Readable.from(file.stream, { highWaterMark: 1 }))
  );
}

export const exportRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const exportsService = new ExportsService(context);
  const schema = { tags: ['admin', 'exports'], security: [{ bearer: [] }], produces: ['text/csv'] };
  // Brotli buffers the stream until the end; gzip sends the first rows at once.
  const compress = { encodings: ['gzip' as const] };
  app.addHook('onRequest', adminOnly);

  app.get(
    '/admins/exports/registrations.csv',
    {
      compress,
      schema: {
        ...schema,
        summary: 'Individual or team registrations as CSV, for all events or one',
        querystring: z.object({ type: registrationTypeSchema, event: z.uuid().optional() }),
      },
    },
    async (request, reply) =>
      sendCsv(reply, await exportsService.registrations(request.query.type, request.query.event)),
  );

  app.get(
    '/admins/exports/users.csv',
    { compress, schema: { ...schema, summary: 'Registrants as CSV' } },
    async (_request, reply) => sendCsv(reply, exportsService.users()),
  );

  app.get(
    '/admins/exports/donations.csv',
    { compress, schema: { ...schema, summary: 'Donations as CSV' } },
    async (_request, reply) => sendCsv(reply, exportsService.donations()),
  );
};
