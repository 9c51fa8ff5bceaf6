import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { UserClaims } from '@/domain/session';
import { ACCESS_MESSAGES } from './access';
import { forbidden } from './errors';
import type { Identity, TokenService } from './tokens';

declare module 'fastify' {
  interface FastifyRequest {
    /** Who the bearer token proves the caller to be; null without a valid token. */
    identity: Identity | null;
    /** Whether a token was sent at all, so guards can tell "log in" from "log in again". */
    sentToken: boolean;
    /** A gate pass's secret (`Authorization: GatePass <secret>`), checked by the access guard. */
    gatePassSecret: string | null;
  }
}

/**
 * Reads the bearer token of every request. Public routes ignore a bad token; the access guard
 * (access.ts) turns a missing or bad one into 401 on the routes that need one.
 */
export const authentication = fp<{ tokens: TokenService }>(
  async (app: FastifyInstance, { tokens }) => {
    app.decorateRequest('identity', null);
    app.decorateRequest('sentToken', false);
    app.decorateRequest('gatePassSecret', null);
    app.addHook('onRequest', async (request) => {
      const header = request.headers.authorization;
      if (typeof header !== 'string') return;
      const pass = /^GatePass\s+(\S+)\s*$/i.exec(header);
      if (pass?.[1]) {
        request.gatePassSecret = pass[1];
        return;
      }
      const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
      if (!match?.[1]) return;
      request.sentToken = true;
      request.identity = await tokens.verify(match[1]);
    });
  },
  { name: 'authentication' },
);

/** The member behind a route that declares `access: 'member'` (the guard has let them in). */
export function requireUser(request: FastifyRequest): UserClaims {
  const { identity } = request;
  if (identity?.role !== 'user') throw forbidden(ACCESS_MESSAGES.membersOnly);
  return identity;
}
