import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emailSchema } from '@/domain/account-schemas';
import { erasureSchema, personDataSchema } from '@/domain/person-data';
import type { AppContext } from '@/server/context';
import { actorOf } from '@/server/http/access';
import { PersonDataService } from './service';

const personParams = z.object({ email: emailSchema });

/** A member's data requests, which owners answer from the Users tab. */
export const personDataRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const service = new PersonDataService(context);
  const base = { tags: ['admin', 'people'], security: [{ bearer: [] }] };

  app.get(
    '/admins/people/:email/export',
    {
      config: { access: 'personal-data', audited: true },
      schema: {
        ...base,
        summary: 'Everything the site holds about a person, as JSON (their data request)',
        params: personParams,
        response: { 200: personDataSchema },
      },
    },
    async (request, reply) => {
      const data = await service.export(request.params.email, actorOf(request));
      return reply
        .header('content-disposition', 'attachment; filename="personal-data.json"')
        .header('cache-control', 'no-store')
        .send(data);
    },
  );

  app.post(
    '/admins/people/:email/erase',
    {
      config: { access: 'personal-data' },
      schema: {
        ...base,
        summary:
          'Erase a person: what the books need stays without their details, everything else goes',
        params: personParams,
        response: { 200: erasureSchema },
      },
    },
    async (request) => service.erase(request.params.email, actorOf(request)),
  );
};
