import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  registrationAnswerSchema,
  registrationInputSchema,
  registrationListSchema,
} from '../../../domain/registration-schemas';
import type { AppContext } from '../../context';
import { requireUser, userOnly } from '../../http/auth';
import { ownEmail, ownRecordsQuery } from './own-records';
import { REGISTRATION_MESSAGES, RegistrationsService } from './service';

export const registrationRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const registrationsService = new RegistrationsService(context);
  const tags = ['registrations'];

  app.post(
    '/users/register',
    {
      schema: {
        tags,
        summary: 'Register the logged-in member for an event, alone or with a team',
        security: [{ bearer: [] }],
        body: registrationInputSchema,
        response: { 201: registrationAnswerSchema },
      },
      onRequest: userOnly,
      preHandler: [
        context.limits.byAccount(
          'register',
          (request) => request.identity?.role === 'user' && request.identity.email,
        ),
        context.limits.byAddress('register'),
      ],
    },
    async (request, reply) => {
      const registration = await registrationsService.register(request.body, requireUser(request));
      return reply.status(201).send({
        message: REGISTRATION_MESSAGES.success,
        studentId: registration.studentId,
        registration,
      });
    },
  );

  app.get(
    '/users/registrations',
    {
      schema: {
        tags,
        summary: "The logged-in member's own registrations",
        security: [{ bearer: [] }],
        querystring: ownRecordsQuery,
        response: { 200: registrationListSchema },
      },
      onRequest: userOnly,
    },
    async (request) =>
      registrationsService.listFor(
        ownEmail(request, request.query.email, REGISTRATION_MESSAGES.notYourRecords),
      ),
  );
};
