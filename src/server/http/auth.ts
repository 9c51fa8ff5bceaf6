import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AdminClaims, UserClaims } from '../../domain/session';
import { forbidden, unauthorized } from './errors';
import type { Identity, TokenService } from './tokens';

declare module 'fastify' {
  interface FastifyRequest {
    /** Who the bearer token proves the caller to be; null without a valid token. */
    identity: Identity | null;
    /** Whether a token was sent at all, so guards can tell "log in" from "log in again". */
    sentToken: boolean;
  }
}

const EXPIRED = 'Your session has expired. Please log in again.';

/**
 * Reads the bearer token of every request. Public routes ignore a bad token; only the guards
 * below turn a missing or bad one into 401.
 */
export const authentication = fp<{ tokens: TokenService }>(
  async (app: FastifyInstance, { tokens }) => {
    app.decorateRequest('identity', null);
    app.decorateRequest('sentToken', false);
    app.addHook('onRequest', async (request) => {
      const header = request.headers.authorization;
      if (typeof header !== 'string') return;
      const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
      if (!match?.[1]) return;
      request.sentToken = true;
      request.identity = await tokens.verify(match[1]);
    });
  },
  { name: 'authentication' },
);

function requireIdentity(request: FastifyRequest): Identity {
  if (request.identity) return request.identity;
  throw request.sentToken ? unauthorized(EXPIRED) : unauthorized();
}

/** The member behind the request; 401 without a valid token, 403 for an admin token. */
export function requireUser(request: FastifyRequest): UserClaims {
  const identity = requireIdentity(request);
  if (identity.role !== 'user') throw forbidden('This is for members. Please log in as a member.');
  return identity;
}

/** The admin behind the request; 401 without a valid token, 403 for a member's token. */
export function requireAdmin(request: FastifyRequest): AdminClaims {
  const identity = requireIdentity(request);
  if (identity.role !== 'admin') throw forbidden('Only administrators can do that.');
  return identity;
}

/** Route hooks for the guards, for routes that need no claims in the handler. */
export const userOnly = async (request: FastifyRequest) => void requireUser(request);
export const adminOnly = async (request: FastifyRequest) => void requireAdmin(request);
