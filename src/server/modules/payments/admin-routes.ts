import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminPaymentListSchema,
  adminPaymentsQuerySchema,
  refundInputSchema,
  refundSchema,
} from '@/domain/payments';
import type { AppContext } from '@/server/context';
import { actorOf } from '@/server/http/access';
import { sendPage } from '@/server/http/paging';
import { PaymentsAdminService } from './admin-service';
import { RefundsService, toRefund } from './refunds';

export const paymentAdminRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const list = new PaymentsAdminService(context);
  const refunds = new RefundsService(context);
  const tags = ['payments', 'admin'];
  const security = [{ bearer: [] }];

  app.get(
    '/admins/payments',
    {
      config: { access: 'money.read' },
      schema: {
        tags,
        security,
        summary: 'Payments, newest first, paged, searchable, by state and purpose, with refunds',
        querystring: adminPaymentsQuerySchema,
        response: { 200: adminPaymentListSchema },
      },
    },
    async (request, reply) => sendPage(reply, await list.list(request.query)),
  );

  app.post(
    '/admins/payments/:paymentId/refunds',
    {
      config: { access: 'money.write' },
      schema: {
        tags,
        security,
        summary: 'Refunds part or all of a paid payment through Razorpay',
        params: z.object({ paymentId: z.uuid('paymentId must be a payment id.') }),
        body: refundInputSchema,
        response: { 201: refundSchema },
      },
    },
    async (request, reply) => {
      const refund = await refunds.create(request.params.paymentId, request.body, actorOf(request));
      return reply.status(201).send(toRefund(refund));
    },
  );
};
