import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, testConfig, type TestApp } from './test/test-app';

describe('TRUST_PROXY', () => {
  const trustProxy = (value?: string) =>
    testConfig(value === undefined ? {} : { TRUST_PROXY: value }).trustProxy;

  it('reads a hop count or proxy addresses; true is one hop, false or 0 none', () => {
    expect(trustProxy()).toBe(false);
    expect(trustProxy('false')).toBe(false);
    expect(trustProxy('0')).toBe(false);
    expect(trustProxy('1')).toBe(1);
    expect(trustProxy('True')).toBe(1);
    expect(trustProxy('2')).toBe(2);
    expect(trustProxy(' 127.0.0.1, 10.0.0.0/8,::1 ')).toEqual(['127.0.0.1', '10.0.0.0/8', '::1']);
    expect(trustProxy('loopback,fd00::/8')).toEqual(['loopback', 'fd00::/8']);
  });

  it('refuses anything else, listed with the other invalid settings', () => {
    for (const value of ['yes', 'all', '-1', '1.5', '10.0.0.0/33', '127.0.0.1,', 'proxy.lan']) {
      expect(() => testConfig({ TRUST_PROXY: value }), value).toThrow(
        /TRUST_PROXY must be false, the number of proxies in front of the server \(such as 1\)/,
      );
    }
    expect(() => testConfig({ PORT: 'eighty', TRUST_PROXY: 'yes' })).toThrow(
      /PORT[\s\S]*TRUST_PROXY/,
    );
  });
});

describe('the address rate limits count, behind proxies', () => {
  let t: TestApp;
  afterEach(() => t.close());

  const appTrusting = (trustProxy: string) =>
    createTestApp({ env: { TRUST_PROXY: trustProxy, RATE_LIMIT_PER_ADDRESS: '3' } });

  let guest = 0;
  /** A failed login on an account of its own, so only the limit per address (3) refuses it. */
  const failedLogin = async (remoteAddress: string, forwardedFor: string) => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor },
      payload: { email: `guest${guest++}@example.com`, password: 'a-wrong-guess' },
    });
    return answer.statusCode;
  };
  const forgedThenReal = async (remoteAddress: string, real: string) => {
    const answered = [];
    for (const forged of ['1.2.3.4', '5.6.7.8', '9.9.9.9', '8.8.4.4']) {
      answered.push(await failedLogin(remoteAddress, `${forged}, ${real}`));
    }
    return answered;
  };

  it.each(['1', 'true'])(
    'with TRUST_PROXY=%s, counts the address the proxy appended, whatever the client forged',
    async (setting) => {
      t = await appTrusting(setting);
      expect(await forgedThenReal('127.0.0.1', '203.0.113.7')).toEqual([401, 401, 401, 429]);
      // Another visitor behind the same proxy has an allowance of its own.
      expect(await failedLogin('127.0.0.1', '203.0.113.8')).toBe(401);
    },
  );

  it('with TRUST_PROXY=false, ignores X-Forwarded-For', async () => {
    t = await appTrusting('false');
    expect(await forgedThenReal('198.51.100.1', '203.0.113.7')).toEqual([401, 401, 401, 429]);
    expect(await failedLogin('198.51.100.1', '203.0.113.8')).toBe(429);
    expect(await failedLogin('198.51.100.2', '203.0.113.7')).toBe(401);
  });

  it('with a list of proxies, trusts only their hops', async () => {
    t = await appTrusting('127.0.0.1,10.0.0.0/8');
    // Client, then a proxy at 10.1.2.3, then one on this machine.
    expect(await forgedThenReal('127.0.0.1', '203.0.113.7, 10.1.2.3')).toEqual([
      401, 401, 401, 429,
    ]);
    // A client that is not a listed proxy cannot name another address.
    for (let i = 0; i < 3; i++) expect(await failedLogin('198.51.100.1', '203.0.113.8')).toBe(401);
    expect(await failedLogin('198.51.100.1', '203.0.113.9')).toBe(429);
    expect(await failedLogin('127.0.0.1', '203.0.113.8')).toBe(401);
  });
});
