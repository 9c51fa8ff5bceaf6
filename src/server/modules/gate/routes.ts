import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  GATE_MESSAGES,
  gateBatchAnswerSchema,
  gateBatchSchema,
  gatePassCreatedSchema,
  gatePassInputSchema,
  gatePassListSchema,
  gatePassParamsSchema,
  gatePassSchema,
  rosterQuerySchema,
  rosterSchema,
} from '@/domain/gate';
import type { AppContext } from '@/server/context';
import { actorOf } from '@/server/http/access';
import { badRequest, forbidden } from '@/server/http/errors';
import { GateService, type GateScope } from './service';

const eventParamsSchema = z.object({ id: z.uuid('This is not a valid event id.') });

/**
 * The event a gate call is for: a pass's own (another is 403), or the one a committee member
 * names.
 */
function scopeOf(request: FastifyRequest, event: string | undefined): GateScope {
  const pass = request.gatePass;
  if (pass) {
    if (event && event !== pass.eventId) throw forbidden(GATE_MESSAGES.passOtherEvent);
    return {
      eventId: pass.eventId,
      pass,
      actor: {
        adminId: null,
        username: `Gate pass ${pass.label}`,
        address: request.ip,
        at: pass.checkedAt,
      },
    };
  }
  if (!event) throw badRequest(GATE_MESSAGES.eventRequired);
  return { eventId: event, pass: null, actor: actorOf(request) };
}

export const gateRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const service = new GateService(context);
  const admin = { tags: ['admin', 'check-in'], security: [{ bearer: [] }] };
  const gate = { tags: ['check-in'], security: [{ bearer: [] }] };

  app.post(
    '/admins/events/:id/gate-passes',
    {
      config: { access: 'checkins.write' },
      schema: {
        ...admin,
        summary: 'Create a gate pass: a link that checks people in for this event only',
        params: eventParamsSchema,
        body: gatePassInputSchema,
        response: { 201: gatePassCreatedSchema },
      },
    },
    async (request, reply) => {
      const created = await service.createPass(request.params.id, request.body, actorOf(request));
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/admins/events/:id/gate-passes',
    {
      config: { access: ['checkins.write', 'registrations.read'] },
      schema: {
        ...admin,
        summary: "The event's gate passes with their scan counts",
        params: eventParamsSchema,
        response: { 200: gatePassListSchema },
      },
    },
    async (request) => service.listPasses(request.params.id),
  );

  app.delete(
    '/admins/gate-passes/:id',
    {
      config: { access: 'checkins.write' },
      schema: {
        ...admin,
        summary: 'Revoke a gate pass at once',
        params: gatePassParamsSchema,
        response: { 200: gatePassSchema },
      },
    },
    async (request) => service.revokePass(request.params.id, actorOf(request)),
  );

  app.get(
    '/gate/roster',
    {
      config: { access: ['gate', 'checkins.write'] },
      schema: {
        ...gate,
        summary:
          "The event's tickets for the gate page: SHA-256 of each code (never the code), names, who is in",
        description:
          'With a gate pass (`Authorization: GatePass <secret>`), its own event; a committee member names the event.',
        querystring: rosterQuerySchema,
        response: { 200: rosterSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.roster(scopeOf(request, request.query.event));
    },
  );

  app.post(
    '/gate/check-ins',
    {
      config: { access: ['gate', 'checkins.write'] },
      schema: {
        ...gate,
        summary: "A gate's scans, decided once each by id; the first scan of a person holds",
        body: gateBatchSchema,
        response: { 200: gateBatchAnswerSchema },
      },
    },
    async (request) => service.scans(scopeOf(request, request.body.event), request.body),
  );
};
