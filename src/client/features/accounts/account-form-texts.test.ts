import { describe, expect, it } from 'vitest';
import { PAGE_TEXTS_EN } from '@/client/lib/page-texts/en';
import { PAGE_TEXTS_MR } from '@/client/lib/page-texts/mr';
import { sendCodeLabel as labelIn } from './account-form-texts';

const sendCodeLabel = (state: Parameters<typeof labelIn>[1]) =>
  labelIn(PAGE_TEXTS_EN.account, state);

describe("the sign-up's send button", () => {
  it('says Send OTP until a code is sent, Sending… while it goes', () => {
    expect(sendCodeLabel({ locked: false, sending: false, secondsLeft: 0 })).toBe('Send OTP');
    expect(sendCodeLabel({ locked: false, sending: true, secondsLeft: 0 })).toBe('Sending…');
  });

  it('counts the wait down once a code is sent, then offers to send it again', () => {
    expect(sendCodeLabel({ locked: true, sending: false, secondsLeft: 30 })).toBe(
      'Resend OTP in 30s',
    );
    expect(sendCodeLabel({ locked: true, sending: false, secondsLeft: 0 })).toBe('Resend OTP');
    expect(sendCodeLabel({ locked: true, sending: true, secondsLeft: 0 })).toBe('Sending…');
  });

  it('ignores a wait left over once the e-mail is being changed', () => {
    expect(sendCodeLabel({ locked: false, sending: false, secondsLeft: 12 })).toBe('Send OTP');
  });

  it('counts the wait down in the page’s language', () => {
    expect(labelIn(PAGE_TEXTS_MR.account, { locked: true, sending: false, secondsLeft: 30 })).toBe(
      '30 सेकंदांनी OTP पुन्हा पाठवा',
    );
  });
});
