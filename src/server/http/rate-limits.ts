import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HTTP_MESSAGES, HttpError } from './errors';

export interface RateLimitSettings {
  windowMs: number;
  perAccount: number;
  perAddress: number;
}

export type RateLimitHook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

export interface RateLimits {
  /**
   * Limits attempts on one account (an e-mail or username) across all addresses. This is the
   * main defence: a whole hostel often shares one public address.
   */
  byAccount(group: string, accountOf: (request: FastifyRequest) => unknown): RateLimitHook;
  /** A generous limit per address, so a crowd behind one address is not locked out. */
  byAddress(group: string): RateLimitHook;
}

/** Refuses with 429, telling the client when to try again. */
export function tooManyAttempts(reply: FastifyReply, retryAfterSeconds: number): HttpError {
  reply.header('retry-after', String(retryAfterSeconds));
  return new HttpError(429, HTTP_MESSAGES.tooManyAttempts);
}

/**
 * Builds the route hooks from @fastify/rate-limit's counters (memory, or Redis when
 * configured), so limits hold across instances sharing one Redis.
 */
export function createRateLimits(app: FastifyInstance, settings: RateLimitSettings): RateLimits {
  const limiter = (group: string, max: number, keyOf: (request: FastifyRequest) => string) => {
    const check = app.createRateLimit({
      max,
      timeWindow: settings.windowMs,
      keyGenerator: (request) => `${group}:${keyOf(request)}`,
    });
    return async (request: FastifyRequest, reply: FastifyReply) => {
      const result = await check(request);
      if (result.isAllowed || !result.isExceeded) return;
      throw tooManyAttempts(reply, result.ttlInSeconds);
    };
  };

  return {
    byAccount: (group, accountOf) =>
      limiter(group, settings.perAccount, (request) => {
        const account = accountOf(request);
        return typeof account === 'string' && account !== ''
          ? `account:${account.trim().toLowerCase()}`
          : `address:${request.ip}`;
      }),
    byAddress: (group) => limiter(group, settings.perAddress, (request) => `address:${request.ip}`),
  };
}
