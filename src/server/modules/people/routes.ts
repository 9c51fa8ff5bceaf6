import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emailSchema } from '@/domain/account-schemas';
import { erasureRequestListSchema, erasureSchema, personDataSchema } from '@/domain/person-data';
import { messageAnswerSchema } from '@/domain/account-schemas';
import type { AppContext } from '@/server/context';
import { actorOf } from '@/server/http/access';
import { requireUser } from '@/server/http/auth';
import { peopleImportInputSchema, peopleImportReportSchema } from '@/domain/people-import';
import { PeopleImportService } from './import';
import { PersonDataService } from './service';

const personParams = z.object({ email: emailSchema });

const DOWNLOAD_HEADERS = {
  'content-disposition': 'attachment; filename="personal-data.json"',
  'cache-control': 'no-store',
};

/** A member's data requests: their own export, and erasure, which owners carry out. */
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
      return reply.headers(DOWNLOAD_HEADERS).send(data);
    },
  );

  app.get(
    '/admins/people/erasure-requests',
    {
      config: { access: 'personal-data' },
      schema: {
        ...base,
        summary: 'Members who asked from their profile to be erased, oldest first',
        response: { 200: erasureRequestListSchema },
      },
    },
    async () => service.erasureRequests(),
  );

  const importer = new PeopleImportService(context);
  const importSchema = {
    ...base,
    body: peopleImportInputSchema,
    response: { 200: peopleImportReportSchema },
  };

  app.post(
    '/admins/people/import/preview',
    {
      // Reads the file and what is stored; saves nothing, so no audit entry.
      config: { access: 'registrations.write', audited: false },
      schema: {
        ...importSchema,
        summary:
          "A spreadsheet of people checked row by row, with each row's outcome; saves nothing",
      },
    },
    async (request) => importer.preview(request.body),
  );

  app.post(
    '/admins/people/import',
    {
      config: { access: 'registrations.write' },
      schema: {
        ...importSchema,
        summary:
          'Registers the valid rows for an event, or invites them to sign up; rows done before are left as they are',
      },
    },
    async (request) => importer.import(request.body, actorOf(request)),
  );

  const member = { tags: ['accounts'], security: [{ bearer: [] }] };

  app.get(
    '/users/me/export',
    {
      config: { access: 'member' },
      schema: {
        ...member,
        summary: 'Everything the site holds about the signed-in member, as JSON',
        response: { 200: personDataSchema },
      },
    },
    async (request, reply) =>
      reply.headers(DOWNLOAD_HEADERS).send(await service.exportOwn(requireUser(request).sub)),
  );

  app.post(
    '/users/me/erasure-request',
    {
      config: { access: 'member' },
      schema: {
        ...member,
        summary: 'Ask for the signed-in member to be erased; an owner carries it out',
        response: { 200: messageAnswerSchema },
      },
    },
    async (request) => ({ message: await service.requestErasure(requireUser(request).sub) }),
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
