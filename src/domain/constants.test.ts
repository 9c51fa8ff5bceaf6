import { describe, expect, it } from 'vitest';
import { adminGenderLabel, GENDER_CODES } from './constants';
import { USER_TOKEN_TTL_SECONDS } from './session';
import {
  SESSION_RENEW_AFTER_MS,
  SESSION_RENEW_GAP_MS,
  SESSION_TIMEOUT_MS,
  SESSION_WARNING_MS,
} from './timing';

describe("a member's session timings", () => {
  it("end the member's token when the session ends, not before or after", () => {
    // The page counts the session from the token's issue; a token that outlived it would keep
    // an idle member signed in on the server, one that ended sooner would sign out an active one.
    expect(USER_TOKEN_TTL_SECONDS * 1000).toBe(SESSION_TIMEOUT_MS);
  });

  it('renew an active member before the "Stay signed in" warning would show', () => {
    // Activity renews a token once it is SESSION_RENEW_AFTER_MS old, trying at most once per
    // SESSION_RENEW_GAP_MS: the last try must still come before the warning.
    const latestRenewal = SESSION_RENEW_AFTER_MS + SESSION_RENEW_GAP_MS;
    const warningAt = SESSION_TIMEOUT_MS - SESSION_WARNING_MS;
    expect(latestRenewal).toBeLessThan(warningAt);
    expect(warningAt).toBeGreaterThan(0);
  });
});

describe('admin labels', () => {
  it('name every gender code differently, so no two people read alike in a table', () => {
    const labels = GENDER_CODES.map(adminGenderLabel);
    expect(new Set(labels).size).toBe(GENDER_CODES.length);
    for (const label of labels) expect(label).toMatch(/^[a-z]+$/);
  });
});
