import { describe, expect, it } from 'vitest';
import { ABOUT_SECTION_KEYS, ABOUT_SECTIONS } from './about';
import { adminGenderLabel, EVENT_STATUSES, GENDER_CODES, REGISTRATION_TYPES } from './constants';
import { MESSAGES } from './messages';
import * as timing from './timing';

// These pin what users see and what other tools rely on: a change here is a change of product.
describe('business constants', () => {
  it('has the statuses, types and gender codes the API promises', () => {
    expect(EVENT_STATUSES).toEqual(['upcoming', 'ongoing', 'completed']);
    expect(REGISTRATION_TYPES).toEqual(['individual', 'team']);
    expect(GENDER_CODES).toEqual(['M', 'F', 'O']);
    expect(GENDER_CODES.map(adminGenderLabel)).toEqual(['male', 'female', 'other']);
  });

  it('orders the About sections as the page shows them; only the president is single', () => {
    expect(ABOUT_SECTION_KEYS).toEqual([
      'president',
      'committee',
      'administrators',
      'senior_association',
      'reach_out',
      'contributors',
    ]);
    expect(ABOUT_SECTIONS.filter((section) => !section.allowMultiple).map((s) => s.key)).toEqual([
      'president',
    ]);
  });

  it("has the product's timings", () => {
    expect(timing).toMatchObject({
      SESSION_TIMEOUT_MS: 600_000,
      SESSION_WARNING_MS: 60_000,
      SESSION_RENEW_AFTER_MS: 120_000,
      SESSION_RENEW_GAP_MS: 60_000,
      OTP_RESEND_COOLDOWN_MS: 30_000,
      LOGIN_BANNER_MS: 3_000,
      RESET_REDIRECT_MS: 1_500,
      ADMIN_LOGIN_REDIRECT_MS: 500,
      NOTIFICATION_HIDE_MS: 6_000,
    });
  });

  it('words the messages exactly as people have always read them', () => {
    expect(MESSAGES.eventIdMissing).toBe('Event ID missing. Please register from a valid event.');
    expect(MESSAGES.loginToRegister).toBe('Please login or sign up to register for this event.');
    expect(MESSAGES.paymentComingSoon).toBe('Payment integration coming soon');
    expect(MESSAGES.passwordsDontMatch).toBe("Passwords don't match");
    expect(MESSAGES.noDonations).toBe("You haven't made any donations yet.");
    expect(MESSAGES.userAdded).toBe('User added successfully!');
  });
});
