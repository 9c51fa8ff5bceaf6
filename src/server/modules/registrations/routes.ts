import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LIFECYCLE_MESSAGES, ticketSchema } from '@/domain/lifecycle';
import { formatRupees } from '@/domain/money';
import {
  cancellationAnswerSchema,
  registrationIdParams,
  registrationAnswerSchema,
  registrationInputSchema,
  myRegistrationListSchema,
} from '@/domain/registration-schemas';
import type { AppContext } from '@/server/context';
import { requireUser } from '@/server/http/auth';
import { ownEmail, ownRecordsQuery } from '@/server/http/own-records';
import { registrationOutcome } from '@/server/metrics';
import { REGISTRATION_MESSAGES, RegistrationsService } from './service';

export const registrationRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const registrationsService = new RegistrationsService(context);
  const tags = ['registrations'];

  app.post(
    '/users/register',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: 'Register the logged-in member for an event, alone or with a team',
        security: [{ bearer: [] }],
        body: registrationInputSchema,
        response: { 201: registrationAnswerSchema },
      },
      preHandler: [
        context.limits.byAccount(
          'register',
          (request) => request.identity?.role === 'user' && request.identity.email,
        ),
        context.limits.byAddress('register'),
      ],
      onResponse: async (_request, reply) => {
        context.metrics.registrations.inc({ outcome: registrationOutcome(reply.statusCode) });
      },
    },
    async (request, reply) => {
      const registration = await registrationsService.register(request.body, requireUser(request));
      const message =
        registration.status === 'waitlisted'
          ? LIFECYCLE_MESSAGES.waitlisted(registration.waitlistPosition ?? 1)
          : registration.status === 'awaiting_payment' && registration.holdExpiresAt
            ? REGISTRATION_MESSAGES.held(context.config.payments.holdMinutes)
            : REGISTRATION_MESSAGES.success;
      return reply.status(201).send({
        message,
        studentId: registration.studentId,
        status: registration.status,
        registration,
      });
    },
  );

  const own = {
    security: [{ bearer: [] }],
    params: registrationIdParams,
  };

  app.post(
    '/registrations/:id/cancel',
    {
      config: { access: 'member' },
      schema: {
        tags,
        ...own,
        summary:
          'Cancel your own registration until the deadline; a paid one is refunded as the event says',
        response: { 200: cancellationAnswerSchema },
      },
    },
    async (request) => {
      const { registration, refund } = await registrationsService.cancel(
        request.params.id,
        requireUser(request),
      );
      return {
        message:
          refund > 0
            ? LIFECYCLE_MESSAGES.cancelledWithRefund(formatRupees(refund))
            : LIFECYCLE_MESSAGES.cancelled,
        refund,
        registration,
      };
    },
  );

  app.get(
    '/registrations/:id/ticket',
    {
      config: { access: 'member' },
      schema: {
        tags,
        ...own,
        summary: 'The ticket of your confirmed registration: its code and QR code',
        response: { 200: ticketSchema },
      },
    },
    async (request, reply) => {
      const ticket = await registrationsService.ticket(
        request.params.id,
        requireUser(request).email,
      );
      return reply.header('cache-control', 'private, no-store').send(ticket);
    },
  );

  app.get(
    '/registrations/:id/ticket.png',
    {
      config: { access: 'member' },
      schema: {
        tags,
        ...own,
        summary: 'The QR code of your ticket as a PNG image',
        produces: ['image/png'],
      },
    },
    async (request, reply) => {
      const png = await registrationsService.ticketPng(
        request.params.id,
        requireUser(request).email,
      );
      return reply.type('image/png').header('cache-control', 'private, no-store').send(png);
    },
  );

  app.get(
    '/registrations/:id/calendar.ics',
    {
      config: { access: 'member' },
      schema: {
        tags,
        ...own,
        summary: 'Your confirmed registration as a calendar file (iCalendar)',
        produces: ['text/calendar'],
      },
    },
    async (request, reply) => {
      const file = await registrationsService.calendar(
        request.params.id,
        requireUser(request).email,
      );
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', 'attachment; filename="event.ics"')
        .header('cache-control', 'private, no-store')
        .send(file);
    },
  );

  app.get(
    '/users/registrations',
    {
      config: { access: 'member' },
      schema: {
        tags,
        summary: "The logged-in member's own registrations",
        security: [{ bearer: [] }],
        querystring: ownRecordsQuery,
        response: { 200: myRegistrationListSchema },
      },
    },
    async (request) => registrationsService.listFor(ownEmail(request, request.query.email)),
  );
};
