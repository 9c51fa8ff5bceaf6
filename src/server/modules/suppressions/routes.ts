import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageAnswerSchema } from '@/domain/account-schemas';
import { mailSuppressionInputSchema } from '@/domain/person-data';
import type { AppContext } from '@/server/context';
import { SuppressionsService } from './service';

/** "This was not me": the link in a mail to someone another person named stops all mail. */
export const suppressionRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const service = new SuppressionsService(context);

  app.post(
    '/mail/suppressions',
    {
      config: { access: 'public' },
      schema: {
        tags: ['mail'],
        summary: 'Stop every mail to an address, through the link of a mail sent to it',
        body: mailSuppressionInputSchema,
        response: { 200: messageAnswerSchema },
      },
      preHandler: [context.limits.byAddress('mail-suppressions')],
    },
    async (request) => ({ message: await service.suppress(request.body) }),
  );
};
