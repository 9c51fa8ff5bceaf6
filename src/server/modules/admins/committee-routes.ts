import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageAnswerSchema } from '@/domain/account-schemas';
import {
  acceptInvitationInputSchema,
  adminAccountListSchema,
  adminAccountSchema,
  adminSettingsSchema,
  invitationSchema,
  invitationTokenSchema,
  inviteAdminInputSchema,
  updateAdminInputSchema,
} from '@/domain/committee-schemas';
import type { AppContext } from '@/server/context';
import { actorOf } from '@/server/http/access';
import { CommitteeService, toAdminAccount } from './committee';
import { TwoFactorService } from './two-factor';

const adminParams = z.object({ id: z.uuid('This is not a valid admin id.') });
const invitationParams = z.object({ token: invitationTokenSchema });

/** The committee's accounts (owners change them; viewers read them) and invitations. */
export const committeeRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const committee = new CommitteeService(context);
  const twoFactor = new TwoFactorService(context);
  const base = { tags: ['admin', 'committee'], security: [{ bearer: [] }] };

  app.get(
    '/admins/admins',
    {
      config: { access: 'admins.read' },
      schema: {
        ...base,
        summary: 'Every admin account with its role and status',
        response: { 200: adminAccountListSchema },
      },
    },
    async () => committee.list(),
  );

  app.post(
    '/admins/admins',
    {
      config: { access: 'admins.write' },
      schema: {
        ...base,
        summary:
          'Invite an admin: a mail with a single-use link, valid 72 hours, to set a password',
        body: inviteAdminInputSchema,
        response: { 201: adminAccountSchema },
      },
      preHandler: [context.limits.byAddress('admin-invitation')],
    },
    async (request, reply) =>
      reply.status(201).send(await committee.invite(request.body, actorOf(request))),
  );

  app.put(
    '/admins/admins/:id',
    {
      config: { access: 'admins.write' },
      schema: {
        ...base,
        summary:
          "Change an admin's role, or disable or enable them (disabling ends their sessions)",
        params: adminParams,
        body: updateAdminInputSchema,
        response: { 200: adminAccountSchema },
      },
    },
    async (request) => committee.update(request.params.id, request.body, actorOf(request)),
  );

  app.post(
    '/admins/admins/:id/invitation',
    {
      config: { access: 'admins.write' },
      schema: {
        ...base,
        summary: 'Send an invitation again, with a new link (the old one stops working)',
        params: adminParams,
        response: { 200: adminAccountSchema },
      },
      preHandler: [context.limits.byAddress('admin-invitation')],
    },
    async (request) => committee.resendInvitation(request.params.id, actorOf(request)),
  );

  app.post(
    '/admins/admins/:id/two-factor/reset',
    {
      config: { access: 'admins.write' },
      schema: {
        ...base,
        summary:
          "Turn off another admin's two-factor sign-in (a lost phone); their sessions end, they sign in with their password",
        params: adminParams,
        response: { 200: adminAccountSchema },
      },
    },
    async (request) => toAdminAccount(await twoFactor.reset(request.params.id, actorOf(request))),
  );

  app.get(
    '/admins/invitations/:token',
    {
      config: { access: 'public' },
      schema: {
        tags: ['admin', 'committee'],
        summary: 'Who an invitation link is for, while it works',
        params: invitationParams,
        response: { 200: invitationSchema },
      },
      preHandler: [context.limits.byAddress('admin-invitation')],
    },
    async (request) => committee.invitation(request.params.token),
  );

  app.post(
    '/admins/invitations/:token',
    {
      config: { access: 'public' },
      schema: {
        tags: ['admin', 'committee'],
        summary: "Accept an invitation: set the new admin's password (the link then stops working)",
        params: invitationParams,
        body: acceptInvitationInputSchema,
        response: { 200: messageAnswerSchema },
      },
      preHandler: [context.limits.byAddress('admin-invitation')],
    },
    async (request) => ({
      message: await committee.acceptInvitation(
        request.params.token,
        request.body.password,
        request.ip,
      ),
    }),
  );

  app.get(
    '/admins/settings',
    {
      config: { access: 'admins.read' },
      schema: {
        ...base,
        summary: "The committee's settings: whether two-factor sign-in is required of every admin",
        response: { 200: adminSettingsSchema },
      },
    },
    async () => committee.settings(),
  );

  app.put(
    '/admins/settings',
    {
      config: { access: 'settings.write' },
      schema: {
        ...base,
        summary: 'Change the settings (requiring two-factor needs it on for yourself first)',
        body: adminSettingsSchema,
        response: { 200: adminSettingsSchema },
      },
    },
    async (request) => committee.saveSettings(request.body, actorOf(request)),
  );
};
