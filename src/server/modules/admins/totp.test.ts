import { describe, expect, it } from 'vitest';
import {
  base32Decode,
  base32Encode,
  hotp,
  matchingStep,
  newRecoveryCode,
  otpauthUri,
  totp,
} from './totp';

describe('TOTP (RFC 6238)', () => {
  // RFC 6238, appendix B: the SHA-1 vectors, 8 digits, with the ASCII key "12345678901234567890".
  const key = Buffer.from('12345678901234567890', 'ascii');
  it.each([
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
    [20000000000, '65353130'],
  ])('gives the published code at %i seconds', (seconds, code) => {
    expect(totp(key, new Date(seconds * 1000), 8, 'sha1')).toBe(code);
  });

  it('gives the HOTP codes of RFC 4226, appendix D', () => {
    const codes = Array.from({ length: 10 }, (_, counter) => hotp(key, counter));
    expect(codes).toEqual([
      '755224',
      '287082',
      '359152',
      '969429',
      '338314',
      '254676',
      '287922',
      '162583',
      '399871',
      '520489',
    ]);
  });

  it('reads back the base32 it writes, as authenticator apps do', () => {
    expect(base32Encode(key)).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(base32Decode('gezd gnbv-gy3tqojqgezdgnbvgy3tqojq')).toEqual(key);
  });

  it('accepts the step before and after now, and nothing further', () => {
    const secret = base32Encode(key);
    const now = new Date('2026-06-01T06:30:10Z');
    const at = (offsetSeconds: number) => totp(key, new Date(now.getTime() + offsetSeconds * 1000));
    const step = Math.floor(now.getTime() / 30_000);
    expect(matchingStep(secret, at(0), now)).toBe(step);
    expect(matchingStep(secret, at(-30), now)).toBe(step - 1);
    expect(matchingStep(secret, at(30), now)).toBe(step + 1);
    expect(matchingStep(secret, at(-60), now)).toBeNull();
    expect(matchingStep(secret, at(60), now)).toBeNull();
    expect(matchingStep(secret, 'abcdef', now)).toBeNull();
  });

  it('puts the secret and settings in the otpauth address', () => {
    const uri = new URL(otpauthUri({ issuer: 'Hostel Community', account: 'asha', secret: 'ABC' }));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe('/Hostel Community:asha');
    expect(Object.fromEntries(uri.searchParams)).toEqual({
      secret: 'ABC',
      issuer: 'Hostel Community',
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
  });

  it('makes recovery codes of four groups of four, each different', () => {
    const codes = Array.from({ length: 50 }, newRecoveryCode);
    for (const code of codes)
      expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
    expect(new Set(codes).size).toBe(50);
  });
});
