import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { donationListSchema } from '../../../domain/donation-schemas';
import type { AppContext } from '../../context';
import { pageQuerySchema } from '../../../domain/admin-schemas';
import { adminOnly, userOnly } from '../../http/auth';
import { TOTAL_COUNT_HEADER } from '../registrations/admin-routes';
import { ownEmail, ownRecordsQuery } from '../registrations/own-records';
import { REGISTRATION_MESSAGES } from '../registrations/service';
import { DonationsService } from './service';

export const donationRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const donationsService = new DonationsService(context);

  app.get(
    '/donate/my-donations',
    {
      schema: {
        tags: ['donations'],
        summary: "The logged-in member's own donations",
        security: [{ bearer: [] }],
        querystring: ownRecordsQuery,
        response: { 200: donationListSchema },
      },
      onRequest: userOnly,
    },
    async (request) =>
      donationsService.listFor(
        ownEmail(request, request.query.email, REGISTRATION_MESSAGES.notYourRecords),
      ),
  );

  app.get(
    '/donate',
    {
      schema: {
        tags: ['donations', 'admin'],
        summary: 'All donations, newest first, paged',
        security: [{ bearer: [] }],
        querystring: pageQuerySchema.omit({ q: true }),
        response: { 200: donationListSchema },
      },
      onRequest: adminOnly,
    },
    async (request, reply) => {
      const page = await donationsService.list(request.query);
      return reply.header(TOTAL_COUNT_HEADER, page.total).send(page.items);
    },
  );
};
