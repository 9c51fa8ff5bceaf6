import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  checkInAnswerSchema,
  checkInInputSchema,
  checkInSearchAnswerSchema,
  checkInSearchQuerySchema,
  checkInSummarySchema,
} from '@/domain/lifecycle';
import type { AppContext } from '@/server/context';
import { actorOf } from '@/server/http/access';
import { CheckInsService } from './service';

export const checkInRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const service = new CheckInsService(context);
  const base = { tags: ['admin', 'check-in'], security: [{ bearer: [] }] };

  app.post(
    '/admins/check-ins',
    {
      config: { access: 'checkins.write' },
      schema: {
        ...base,
        summary:
          "Check in a ticket's people (everyone not yet in, or those named); 409 when already in",
        body: checkInInputSchema,
        response: { 200: checkInAnswerSchema },
      },
    },
    async (request) => service.checkIn(request.body, actorOf(request)),
  );

  app.get(
    '/admins/check-ins/search',
    {
      config: { access: ['checkins.write', 'registrations.read'] },
      schema: {
        ...base,
        summary: 'Find registrations at the gate by name, e-mail, phone or student id',
        querystring: checkInSearchQuerySchema,
        response: { 200: checkInSearchAnswerSchema },
      },
    },
    async (request) => service.search(request.query),
  );

  app.get(
    '/admins/check-ins/summary',
    {
      config: { access: ['checkins.write', 'registrations.read'] },
      schema: {
        ...base,
        summary: 'Per event: people confirmed and people checked in',
        response: { 200: checkInSummarySchema },
      },
    },
    async () => service.summary(),
  );
};
