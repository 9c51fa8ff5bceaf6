import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  eventAnswerSchema,
  eventInputSchema,
  eventUpdateInputSchema,
} from '@/domain/admin-schemas';
import { messageAnswerSchema } from '@/domain/account-schemas';
import {
  attendanceQuerySchema,
  attendanceSheetSchema,
  eventListSchema,
  eventSchema,
  eventSummarySchema,
} from '@/domain/event-schemas';
import { EVENT_NOT_FOUND } from '@/domain/events';
import { languageOf } from '@/domain/i18n/languages';
import type { AppContext } from '@/server/context';
import { actorOf } from '@/server/http/access';
import { sendCachedJson } from '@/server/http/cached-json';
import { notFound } from '@/server/http/errors';
import { audit } from '../audit/audit';
import { attendanceSheet, ATTENDANCE_TITLES } from './attendance';
import { EventsService } from './service';
import { eventSummaries } from './summary';
import { safeFileName } from '@/server/http/file-names';

export const eventIdParams = z.object({ id: z.uuid('This is not a valid event id.') });

export const eventRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const eventsService = new EventsService(context);

  app.get(
    '/events',
    {
      config: { access: 'public' },
      schema: {
        tags: ['events'],
        summary: 'All events by date, or only the upcoming ones',
        querystring: z.object({
          upcoming: z
            .stringbool()
            .optional()
            .describe('Only upcoming events, in the site time zone'),
          original: z
            .stringbool()
            .optional()
            .describe("The committee's English names and descriptions, whatever the language"),
        }),
        response: { 200: eventListSchema },
      },
    },
    async (request, reply) => {
      const { original, ...options } = request.query;
      const language = original ? 'en' : languageOf(request.headers);
      reply.header('vary', 'Cookie, Accept-Language');
      return sendCachedJson(request, reply, await eventsService.cachedList(options, language));
    },
  );

  app.get(
    '/events/calendar.ics',
    {
      config: { access: 'public' },
      schema: {
        tags: ['events'],
        summary: 'Upcoming and recent events as a calendar to subscribe to (iCalendar)',
        produces: ['text/calendar'],
      },
    },
    async (_request, reply) =>
      reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', 'inline; filename="events.ics"')
        // Calendar apps read a feed again every few hours; an edit reaches them at their next read.
        .header('cache-control', 'public, max-age=300')
        .send(await eventsService.calendarFeed()),
  );

  app.get(
    '/events/:id',
    {
      config: { access: 'public' },
      schema: {
        tags: ['events'],
        summary: "One event, its name and description in the visitor's language when written",
        params: eventIdParams,
        response: { 200: eventSchema },
      },
    },
    async (request, reply) => {
      reply.header('vary', 'Cookie, Accept-Language');
      return eventsService.get(request.params.id, languageOf(request.headers));
    },
  );

  const adminSchema = { tags: ['events', 'admin'], security: [{ bearer: [] }] };

  app.post(
    '/events',
    {
      config: { access: 'events.write' },
      schema: {
        ...adminSchema,
        summary: 'Create an event',
        body: eventInputSchema,
        response: { 201: eventAnswerSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ event: await eventsService.create(request.body, actorOf(request)) }),
  );

  app.put(
    '/events/:id',
    {
      config: { access: 'events.write' },
      schema: {
        ...adminSchema,
        summary: 'Replace an event, or change only its status',
        params: eventIdParams,
        body: eventUpdateInputSchema,
        response: { 200: eventAnswerSchema },
      },
    },
    async (request) => ({
      event: await eventsService.update(request.params.id, request.body, actorOf(request)),
    }),
  );

  app.post(
    '/events/:id/duplicate',
    {
      config: { access: 'events.write' },
      schema: {
        ...adminSchema,
        summary: 'Copy an event: "(copy)" in its name, upcoming, no dates, no registrations',
        params: eventIdParams,
        response: { 201: eventAnswerSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        event: await eventsService.duplicate(request.params.id, actorOf(request)),
      }),
  );

  app.delete(
    '/events/:id',
    {
      config: { access: 'events.write' },
      schema: {
        ...adminSchema,
        summary: 'Delete an event that has no registrations',
        params: eventIdParams,
        response: { 200: messageAnswerSchema },
      },
    },
    async (request) => ({
      message: await eventsService.remove(request.params.id, actorOf(request)),
    }),
  );

  app.get(
    '/admins/events/:id/summary',
    {
      config: { access: 'money.read' },
      schema: {
        ...adminSchema,
        summary: "An event's registrations by state and its money",
        params: eventIdParams,
        response: { 200: eventSummarySchema },
      },
    },
    async (request) => {
      const [summary] = await eventSummaries(context.database.db, request.params.id);
      if (!summary) throw notFound(EVENT_NOT_FOUND);
      return summary;
    },
  );

  /** The printed lists name people: each is logged, like an export. */
  const logAttendance = (request: FastifyRequest, eventId: string, list: string) =>
    audit(context.database.db, actorOf(request), 'export.attendance', null, null, {
      event: eventId,
      list,
    });

  app.get(
    '/admins/events/:id/attendance',
    {
      config: { access: 'registrations.read', audited: true },
      schema: {
        ...adminSchema,
        summary: 'Who is expected at an event and who has come, for the printed lists',
        params: eventIdParams,
        querystring: attendanceQuerySchema,
        response: { 200: attendanceSheetSchema },
      },
    },
    async (request) => {
      const sheet = await attendanceSheet(
        context.database.db,
        request.params.id,
        context.clock.now(),
      );
      await logAttendance(request, request.params.id, request.query.list);
      return sheet;
    },
  );

  app.get(
    '/admins/events/:id/attendance.pdf',
    {
      config: { access: 'registrations.read', audited: true },
      schema: {
        ...adminSchema,
        summary: "An event's attendance sheet, or its checked-in list, as an A4 PDF",
        params: eventIdParams,
        querystring: attendanceQuerySchema,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const { list } = request.query;
      const sheet = await attendanceSheet(
        context.database.db,
        request.params.id,
        context.clock.now(),
      );
      const { renderAttendancePdf } = await import('./attendance-pdf');
      const pdf = await renderAttendancePdf(sheet, list, context.config.timeZone);
      await logAttendance(request, request.params.id, list);
      const fileName = `${safeFileName(sheet.event.name)}_${safeFileName(ATTENDANCE_TITLES[list])}.pdf`;
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );
};
