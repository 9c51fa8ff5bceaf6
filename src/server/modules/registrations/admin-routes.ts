import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emailSchema, messageAnswerSchema } from '../../../domain/account-schemas';
import {
  adminRegistrationInputSchema,
  adminRegistrationsQuerySchema,
  adminRegistrationUpdateSchema,
  adminUserListSchema,
  adminUsersQuerySchema,
  adminUserUpdateSchema,
} from '../../../domain/admin-schemas';
import { registrationListSchema, registrationSchema } from '../../../domain/registration-schemas';
import type { AppContext } from '../../context';
import { adminOnly } from '../../http/auth';
import { AdminRegistrationsService } from './admin-service';

const registrationParams = z.object({ id: z.uuid('This is not a valid registration id.') });
const userParams = z.object({ email: emailSchema });

/** Admin lists keep the spec's shape, a JSON array; the total comes in X-Total-Count. */
export const TOTAL_COUNT_HEADER = 'x-total-count';

export const adminRegistrationRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const service = new AdminRegistrationsService(context);
  const base = { tags: ['admin', 'registrations'], security: [{ bearer: [] }] };
  app.addHook('onRequest', adminOnly);

  app.get(
    '/admins/registrations',
    {
      schema: {
        ...base,
        summary: 'Registrations, paged, searchable, sortable, by event and type',
        querystring: adminRegistrationsQuerySchema,
        response: { 200: registrationListSchema },
      },
    },
    async (request, reply) => {
      const page = await service.list(request.query);
      return reply.header(TOTAL_COUNT_HEADER, page.total).send(page.items);
    },
  );

  app.post(
    '/admins/registration',
    {
      schema: {
        ...base,
        summary: 'Add a registration by hand',
        body: adminRegistrationInputSchema,
        response: { 201: registrationSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await service.create(request.body)),
  );

  app.put(
    '/admins/registration/:id',
    {
      schema: {
        ...base,
        summary: 'Edit a registration, or record its payment',
        params: registrationParams,
        body: adminRegistrationUpdateSchema,
        response: { 200: registrationSchema },
      },
    },
    async (request) => service.update(request.params.id, request.body),
  );

  app.delete(
    '/admins/registration/:id',
    {
      schema: {
        ...base,
        summary: 'Delete a registration',
        params: registrationParams,
        response: { 200: messageAnswerSchema },
      },
    },
    async (request) => ({ message: await service.remove(request.params.id) }),
  );

  app.get(
    '/admins/users',
    {
      schema: {
        ...base,
        summary: 'Registrants, one row per e-mail, paged and searchable',
        querystring: adminUsersQuerySchema,
        response: { 200: adminUserListSchema },
      },
    },
    async (request, reply) => {
      const page = await service.listUsers(request.query);
      return reply.header(TOTAL_COUNT_HEADER, page.total).send(page.items);
    },
  );

  app.put(
    '/admins/users/:email',
    {
      schema: {
        ...base,
        summary: "Edit a person's details on all their registrations",
        params: userParams,
        body: adminUserUpdateSchema,
        response: { 200: messageAnswerSchema },
      },
    },
    async (request) => ({ message: await service.updateUser(request.params.email, request.body) }),
  );

  app.delete(
    '/admins/users/:email',
    {
      schema: {
        ...base,
        summary: 'Delete all registrations of a person',
        params: userParams,
        response: { 200: messageAnswerSchema },
      },
    },
    async (request) => ({ message: await service.removeUser(request.params.email) }),
  );
};
