import { isIPv6 } from 'node:net';
import { setTimeout as wait } from 'node:timers/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import type { Clock } from '../clock';
import { tooManyAttempts, type RateLimitHook } from './rate-limits';
import type { SignInCodes } from './sign-in-codes';

/** Each attempt beyond an account's limit of failures waits this much longer than the last… */
export const SLOWDOWN_STEP_MS = 1_000;
/** …up to this: enough to make guessing slow, short enough for the owner to log in. */
export const MAX_SLOWDOWN_MS = 5_000;

export interface AttemptCount {
  count: number;
  /** Left of the counter's window. */
  msLeft: number;
}

/**
 * Counters that live for one window from their first count. Taking is atomic, so attempts made
 * at the same moment each see a count of their own.
 */
export interface AttemptCounters {
  take(keys: string[], windowMs: number): Promise<AttemptCount[]>;
  giveBack(keys: string[]): Promise<void>;
  clear(keys: string[]): Promise<void>;
}

/**
 * The address attempts are counted under. An IPv6 subscriber is given a whole /64, so its
 * addresses count as one; an IPv4 address mapped into IPv6 counts as itself.
 */
export function addressKey(ip: string): string {
  if (!isIPv6(ip)) return ip;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  const [head = '', tail] = ip.toLowerCase().split('::');
  const front = head === '' ? [] : head.split(':');
  const back = tail === undefined || tail === '' ? [] : tail.split(':');
  const groups =
    tail === undefined
      ? front
      : [...front, ...Array(8 - front.length - back.length).fill('0'), ...back];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

export function memoryCounters(clock: Clock): AttemptCounters {
  const counters = new Map<string, { count: number; endsAt: number }>();
  let nextSweepAt = 0;
  const live = (key: string, now: number) => {
    const counter = counters.get(key);
    return counter && counter.endsAt > now ? counter : undefined;
  };
  const sweep = (now: number, windowMs: number) => {
    if (now < nextSweepAt) return;
    for (const [key, counter] of counters) if (counter.endsAt <= now) counters.delete(key);
    nextSweepAt = now + windowMs;
  };

  return {
    take: async (keys, windowMs) => {
      const now = clock.now().getTime();
      sweep(now, windowMs);
      return keys.map((key) => {
        const counter = live(key, now) ?? { count: 0, endsAt: now + windowMs };
        counter.count += 1;
        counters.set(key, counter);
        return { count: counter.count, msLeft: counter.endsAt - now };
      });
    },
    giveBack: async (keys) => {
      const now = clock.now().getTime();
      for (const key of keys) {
        const counter = live(key, now);
        if (counter && --counter.count <= 0) counters.delete(key);
      }
    },
    clear: async (keys) => {
      for (const key of keys) counters.delete(key);
    },
  };
}

/** Counts one more under each key, answering {count, ms left}; a new key's window starts now. */
const TAKE_SCRIPT = `
local answers = {}
for i, key in ipairs(KEYS) do
  local count = redis.call('INCR', key)
  local ttl = redis.call('PTTL', key)
  if ttl < 0 then
    ttl = tonumber(ARGV[1])
    redis.call('PEXPIRE', key, ttl)
  end
  answers[i] = { count, ttl }
end
return answers`;

/**
 * Gives one back under each key. A key that ran out meanwhile would come back as -1 with no
 * expiry, so it is deleted instead.
 */
const GIVE_BACK_SCRIPT = `
for _, key in ipairs(KEYS) do
  if redis.call('DECR', key) <= 0 then redis.call('DEL', key) end
end
return 0`;

/** Counters shared by every instance using this Redis. */
export function redisCounters(redis: Redis, keyPrefix: string): AttemptCounters {
  const redisKeys = (keys: string[]) => keys.map((key) => keyPrefix + key);
  return {
    take: async (keys, windowMs) => {
      const answers = (await redis.eval(
        TAKE_SCRIPT,
        keys.length,
        ...redisKeys(keys),
        windowMs,
      )) as Array<[number, number]>;
      return answers.map(([count, msLeft]) => ({ count, msLeft }));
    },
    giveBack: async (keys) => {
      await redis.eval(GIVE_BACK_SCRIPT, keys.length, ...redisKeys(keys));
    },
    clear: async (keys) => {
      await redis.del(...redisKeys(keys));
    },
  };
}

export interface LoginThrottleSettings {
  windowMs: number;
  /**
   * Failures one address may make on one account. Beyond as many on the account from all
   * addresses together, every attempt on it is slowed down.
   */
  perAccount: number;
  /**
   * Failures on one account from all addresses together after which attempts on it are refused,
   * unless they bring a sign-in code mailed to its owner.
   */
  accountLock: number;
  /** Failures one address may make on all accounts. */
  perAddress: number;
}

export interface LoginThrottleOptions {
  counters: AttemptCounters;
  settings: LoginThrottleSettings;
  signInCodes: SignInCodes;
  /** Waits out a slow-down; tests pass one that only takes note. */
  sleep?: (ms: number) => Promise<void>;
}

export interface LoginThrottle {
  /**
   * The pre-handler of a route that checks a secret for an account (a password, later a code).
   * Its attempt counts as failed when the route refuses it (4xx); a success, or an error of
   * ours, gives it back, so a member logging in often never uses anything up. `signInCodeOf`
   * reads the mailed sign-in code a request may bring to pass the account's lock.
   */
  guard(
    group: string,
    accountOf: (request: FastifyRequest) => unknown,
    signInCodeOf?: (request: FastifyRequest) => unknown,
  ): RateLimitHook;
  /** Ends the lock on an account (its password was just reset by its owner). */
  lift(group: string, account: string): Promise<void>;
  /** A new one-time code that passes the account's lock, for its owner's mail. */
  issueSignInCode(group: string, account: string): Promise<string>;
}

/**
 * Throttles failed attempts on an account from an address. One address is refused after too
 * many failures on one account, or on all accounts; an account attacked from many addresses
 * is slowed down, then refused, except to a login that brings the one-time code mailed to its
 * owner, so guessing stops while the owner is never locked out.
 *
 * An attempt is counted before the secret is checked: a burst of parallel guesses cannot all
 * be checked while the failures of the first ones are still to be counted.
 */
export function createLoginThrottle(
  app: FastifyInstance,
  { counters, settings, signInCodes, sleep = (ms) => wait(ms) }: LoginThrottleOptions,
): LoginThrottle {
  const attempts = new WeakMap<
    FastifyRequest,
    { keys: string[]; unlockedBy?: { group: string; account: string } }
  >();
  const accountKey = (group: string, account: string) => `${group}:account:${account}`;

  app.addHook('onSend', async (request, reply) => {
    const attempt = attempts.get(request);
    if (!attempt) return;
    attempts.delete(request);
    const failed = reply.statusCode >= 400 && reply.statusCode < 500;
    if (failed) return;
    await counters.giveBack(attempt.keys);
    const { unlockedBy } = attempt;
    if (unlockedBy && reply.statusCode < 300) {
      await signInCodes.used(unlockedBy.group, unlockedBy.account);
    }
  });

  return {
    guard: (group, accountOf, signInCodeOf) => async (request, reply) => {
      const account = String(accountOf(request) ?? '')
        .trim()
        .toLowerCase();
      const address = addressKey(request.ip);
      const keys = [
        accountKey(group, account),
        `${group}:address:${address}`,
        `${group}:address:${address}:account:${account}`,
      ];
      const [onAccount, fromAddress, onAccountFromAddress] = (await counters.take(
        keys,
        settings.windowMs,
      )) as [AttemptCount, AttemptCount, AttemptCount];

      const refusedForMs = Math.max(
        onAccountFromAddress.count > settings.perAccount ? onAccountFromAddress.msLeft : 0,
        fromAddress.count > settings.perAddress ? fromAddress.msLeft : 0,
      );
      if (refusedForMs > 0) {
        // Refused before any check: not a failure.
        await counters.giveBack(keys);
        throw tooManyAttempts(reply, Math.ceil(refusedForMs / 1000));
      }
      if (onAccount.count > settings.accountLock) {
        const code = signInCodeOf?.(request);
        if (typeof code !== 'string' || code.trim() === '') {
          await counters.giveBack(keys);
          throw tooManyAttempts(reply, Math.ceil(onAccount.msLeft / 1000));
        }
        // A wrong code counts as a failure from its address, so codes cannot be guessed either.
        if (!(await signInCodes.accepts(group, account, code))) {
          throw tooManyAttempts(reply, Math.ceil(onAccount.msLeft / 1000));
        }
        attempts.set(request, { keys, unlockedBy: { group, account } });
        return;
      }
      attempts.set(request, { keys });

      const beyondLimit = onAccount.count - settings.perAccount;
      if (beyondLimit > 0) await sleep(Math.min(beyondLimit * SLOWDOWN_STEP_MS, MAX_SLOWDOWN_MS));
    },
    lift: (group, account) => counters.clear([accountKey(group, account.trim().toLowerCase())]),
    issueSignInCode: (group, account) => signInCodes.issue(group, account.trim().toLowerCase()),
  };
}
