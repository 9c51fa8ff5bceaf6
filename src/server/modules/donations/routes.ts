import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { donationListSchema } from '../../../domain/donation-schemas';
import type { AppContext } from '../../context';
import { userOnly } from '../../http/auth';
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
};
