import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  checkoutResultSchema,
  paymentOrderInputSchema,
  paymentOrderSchema,
  reconciliationSchema,
  verifiedPaymentSchema,
} from '@/domain/payments';
import { can, ROLE_MESSAGES } from '@/domain/admin-roles';
import type { AppContext } from '@/server/context';
import { actorOf } from '@/server/http/access';
import { requireUser } from '@/server/http/auth';
import { audit } from '../audit/audit';
import { forbidden, HttpError, notFound } from '@/server/http/errors';
import { reconcilerOf } from './reconciler';
import { receiptFileName, Receipts } from '../receipts/receipts';
import { RefundsService } from './refunds';
import { PAYMENT_MESSAGES, PaymentsService, toPayment } from './service';
import { PaymentWebhook } from './webhook';

const RECEIPT_NOT_FOUND = 'There is no such receipt, or it is not yours.';

const receiptFile = z
  .string()
  .regex(/^[0-9a-f-]{36}\.pdf$/i, 'A receipt is named <id>.pdf.')
  .transform((file) => file.slice(0, -'.pdf'.length));

export const paymentRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const receipts = new Receipts(context);
  const paymentsService = new PaymentsService(context);
  const refunds = new RefundsService(context);
  const reconciler = reconcilerOf(context);

  app.post(
    '/admins/payments/reconcile',
    {
      config: { access: 'money.write' },
      schema: {
        tags: ['payments', 'admin'],
        summary:
          'Asks Razorpay about unpaid orders of the last three days and applies what it finds',
        security: [{ bearer: [] }],
        response: { 200: reconciliationSchema },
      },
    },
    async (request) => {
      if (context.config.payments.mode === 'off') throw new HttpError(503, PAYMENT_MESSAGES.off);
      const result = await reconciler.reconcile();
      // Each payment found is applied in its own transaction; the entry records who asked.
      await audit(context.database.db, actorOf(request), 'payment.reconcile', null, null, result);
      return result;
    },
  );

  app.get(
    '/payments/receipts/:file',
    {
      config: { access: ['member', 'money.read', 'registrations.read'] },
      schema: {
        tags: ['payments'],
        summary:
          'A receipt as PDF (`/api/payments/receipts/<payment id>.pdf`): for its payer; a donation receipt also for the money roles, a registration receipt for those who read registrations',
        security: [{ bearer: [] }],
        params: z.object({ file: receiptFile }),
      },
    },
    async (request, reply) => {
      const payment = await paymentsService.findById(request.params.file);
      if (!payment?.receiptNumber) throw notFound(RECEIPT_NOT_FOUND);
      if (request.admin) {
        // A donor's receipt carries their PAN and address: for the money roles only.
        const needed = payment.purpose === 'donation' ? 'money.read' : 'registrations.read';
        if (!can(request.admin.role, needed)) {
          throw forbidden(ROLE_MESSAGES.notAllowed(request.admin.role));
        }
      } else if (payment.email !== requireUser(request).email.toLowerCase()) {
        throw notFound(RECEIPT_NOT_FOUND);
      }
      const pdf = await receipts.pdfFor(payment);
      if (!pdf) throw notFound(RECEIPT_NOT_FOUND);
      if (request.admin) {
        await audit(
          context.database.db,
          actorOf(request),
          'payment.receipt-download',
          { type: 'payment', id: payment.id },
          null,
          { receiptNumber: payment.receiptNumber },
        );
      }
      return reply
        .type('application/pdf')
        .header(
          'content-disposition',
          `inline; filename="${receiptFileName(payment.receiptNumber)}"`,
        )
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  app.post(
    '/payments/orders',
    {
      config: { access: 'member' },
      schema: {
        tags: ['payments'],
        summary: "Opens a Razorpay order for the member's pending registration, or a donation",
        security: [{ bearer: [] }],
        body: paymentOrderInputSchema(context.config.payments.donationCeiling),
        response: { 201: paymentOrderSchema },
      },
      // Each order is one Razorpay asks about: a member may open only so many (open ones reused).
      preHandler: [
        context.limits.byAccount(
          'payment-order',
          (request) => request.identity?.role === 'user' && request.identity.email,
        ),
        context.limits.byAddress('payment-order'),
      ],
    },
    async (request, reply) => {
      const order = await paymentsService.createOrder(request.body, requireUser(request));
      return reply.status(201).send(order);
    },
  );

  app.post(
    '/payments/verify',
    {
      config: { access: 'public' },
      schema: {
        tags: ['payments'],
        summary: "Applies a payment from Checkout's handler, once Razorpay confirms it",
        body: checkoutResultSchema,
        response: { 200: verifiedPaymentSchema },
      },
    },
    async (request) => {
      const { payment, notice } = await paymentsService.verify(request.body);
      return { payment: toPayment(payment), ...(notice ? { notice } : {}) };
    },
  );

  // The webhook's signature covers the body exactly as sent, so this route reads it raw.
  await app.register(async (raw) => {
    raw.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    const webhook = new PaymentWebhook(
      context.database.db,
      paymentsService,
      context.config.payments.webhookSecret,
      app.log,
      refunds,
    );
    raw.post(
      '/payments/razorpay/webhook',
      {
        config: { access: 'public' },
        schema: {
          tags: ['payments'],
          summary: "Razorpay's webhook (signed with X-Razorpay-Signature)",
          response: { 200: z.object({ status: z.enum(['handled', 'duplicate', 'ignored']) }) },
        },
      },
      async (request) => {
        // Without Razorpay keys nothing may be reported paid, however it is signed.
        if (context.config.payments.mode === 'off') throw new HttpError(503, PAYMENT_MESSAGES.off);
        const eventId = request.headers['x-razorpay-event-id'];
        const status = await webhook.receive(
          request.body as Buffer,
          request.headers['x-razorpay-signature'],
          typeof eventId === 'string' ? eventId : undefined,
        );
        return { status };
      },
    );
  });
};
