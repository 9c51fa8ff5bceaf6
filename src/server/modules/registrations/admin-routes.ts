import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emailSchema, messageAnswerSchema } from '@/domain/account-schemas';
import {
  adminRegistrationInputSchema,
  adminRegistrationsQuerySchema,
  adminRegistrationUpdateSchema,
  adminUserListSchema,
  adminUsersQuerySchema,
  adminUserUpdateSchema,
} from '@/domain/admin-schemas';
import {
  registrationIdParams,
  registrationListSchema,
  registrationSchema,
} from '@/domain/registration-schemas';
import type { AppContext } from '@/server/context';
import { actorOf } from '@/server/http/access';
import { sendPage } from '@/server/http/paging';
import { AdminRegistrationsService } from './admin-service';

const userParams = z.object({ email: emailSchema });

export const adminRegistrationRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const service = new AdminRegistrationsService(context);
  const base = { tags: ['admin', 'registrations'], security: [{ bearer: [] }] };

  app.get(
    '/admins/registrations',
    {
      config: { access: 'registrations.read' },
      schema: {
        ...base,
        summary: 'Registrations, paged, searchable, sortable, by event and type',
        querystring: adminRegistrationsQuerySchema,
        response: { 200: registrationListSchema },
      },
    },
    async (request, reply) => sendPage(reply, await service.list(request.query)),
  );

  app.post(
    '/admins/registration',
    {
      config: { access: 'registrations.write' },
      schema: {
        ...base,
        summary: 'Add a registration by hand',
        body: adminRegistrationInputSchema,
        response: { 201: registrationSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.create(request.body, actorOf(request))),
  );

  app.put(
    '/admins/registration/:id',
    {
      config: { access: 'registrations.write' },
      schema: {
        ...base,
        summary: 'Edit a registration, or record its payment',
        params: registrationIdParams,
        body: adminRegistrationUpdateSchema,
        response: { 200: registrationSchema },
      },
    },
    async (request) => service.update(request.params.id, request.body, actorOf(request)),
  );

  app.delete(
    '/admins/registration/:id',
    {
      config: { access: 'registrations.write' },
      schema: {
        ...base,
        summary: 'Delete a registration',
        params: registrationIdParams,
        response: { 200: messageAnswerSchema },
      },
    },
    async (request) => ({ message: await service.remove(request.params.id, actorOf(request)) }),
  );

  app.get(
    '/admins/users',
    {
      config: { access: 'registrations.read' },
      schema: {
        ...base,
        summary: 'Registrants, one row per e-mail, paged and searchable',
        querystring: adminUsersQuerySchema,
        response: { 200: adminUserListSchema },
      },
    },
    async (request, reply) => sendPage(reply, await service.listUsers(request.query)),
  );

  app.put(
    '/admins/users/:email',
    {
      config: { access: 'registrations.write' },
      schema: {
        ...base,
        summary: "Edit a person's details on all their registrations",
        params: userParams,
        body: adminUserUpdateSchema,
        response: { 200: messageAnswerSchema },
      },
    },
    async (request) => ({
      message: await service.updateUser(request.params.email, request.body, actorOf(request)),
    }),
  );

  app.delete(
    '/admins/users/:email',
    {
      config: { access: 'registrations.write' },
      schema: {
        ...base,
        summary: 'Delete all registrations of a person',
        params: userParams,
        response: { 200: messageAnswerSchema },
      },
    },
    async (request) => ({
      message: await service.removeUser(request.params.email, actorOf(request)),
    }),
  );
};
