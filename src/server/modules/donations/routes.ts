import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { donationListSchema } from '@/domain/donation-schemas';
import type { AppContext } from '@/server/context';
import { pageQuerySchema } from '@/domain/admin-schemas';
import { ownEmail, ownRecordsQuery } from '@/server/http/own-records';
import { sendPage } from '@/server/http/paging';
import { DonationsService } from './service';

export const donationRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const donationsService = new DonationsService(context);

  app.get(
    '/donate/my-donations',
    {
      config: { access: 'member' },
      schema: {
        tags: ['donations'],
        summary: "The logged-in member's own donations",
        security: [{ bearer: [] }],
        querystring: ownRecordsQuery,
        response: { 200: donationListSchema },
      },
    },
    async (request) => donationsService.listFor(ownEmail(request, request.query.email)),
  );

  app.get(
    '/donate',
    {
      config: { access: 'money.read' },
      schema: {
        tags: ['donations', 'admin'],
        summary: 'All donations, newest first, paged',
        security: [{ bearer: [] }],
        querystring: pageQuerySchema.omit({ q: true }),
        response: { 200: donationListSchema },
      },
    },
    async (request, reply) => sendPage(reply, await donationsService.list(request.query)),
  );
};
