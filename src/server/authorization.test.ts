import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callerTokens,
  documentedRoutes,
  everyone,
  expectedStatus,
  type Caller,
  type RouteCheck,
} from './test/authorization-matrix';
import { createTestApp, type TestApp } from './test/test-app';

/**
 * Who may call what. Every API route must have a row: the first test fails when a route is
 * added without one.
 */
const matrix: RouteCheck[] = [
  { method: 'GET', route: '/api/health', expect: everyone(200) },
  { method: 'GET', route: '/api/config', expect: everyone(200) },
];

const callers: Caller[] = [
  'anonymous',
  'expiredToken',
  'forgedToken',
  'user',
  'otherUser',
  'admin',
];

describe('authorization matrix', () => {
  let t: TestApp;
  let tokens: Record<Caller, string | undefined>;

  beforeAll(async () => {
    t = await createTestApp();
    tokens = await callerTokens(t);
  });
  afterAll(() => t.close());

  it('has a row for every API route', () => {
    const covered = new Set(matrix.map((check) => `${check.method} ${check.route}`));
    const missing = documentedRoutes(t).filter((route) => !covered.has(route));
    expect(missing).toEqual([]);
  });

  it.each(matrix)('$method $route', async (check) => {
    for (const caller of callers) {
      const token = tokens[caller];
      const response = await t.app.inject({
        method: check.method,
        url: check.url ?? check.route,
        headers: token ? { authorization: `Bearer ${token}` } : {},
        ...(check.payload && { payload: check.payload }),
      });
      expect({ caller, status: response.statusCode }).toEqual({
        caller,
        status: expectedStatus(check, caller),
      });
    }
  });
});
