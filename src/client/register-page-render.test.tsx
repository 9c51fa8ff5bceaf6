import { describe, expect, it } from 'vitest';
import { isMemberPage, renderMemberPage } from './entry-server';
import { memberPageCalls } from './lib/member-pages';
import { eventAnswer } from '@/test/event-answers';

const SETTINGS = {
  siteName: 'Sunrise Hostel',
  timeZone: 'Asia/Kolkata',
  siteUrl: 'https://h.example',
};

const MEMBER = {
  sub: 'user-1',
  id: 'user-1',
  role: 'user',
  name: 'Kavya Joshi',
  email: 'kavya@example.com',
};

const CONFIG = {
  siteName: 'Sunrise Hostel',
  timeZone: 'Asia/Kolkata',
  support: { name: 'Shri. B. Kale', role: 'Secretary', phone: '+91 98220 00000' },
  contact: { email: 'office@hostel.example', phone: '+91 20 2444 0000', address: 'Pune' },
  demoAccount: null,
  paymentsLive: true,
  payments: { mode: 'simulator', checkoutScriptUrl: '', donationCeiling: 500_000 },
};

const EVENT_ID = '6f1d2c3b-1a2b-4c3d-8e9f-0a1b2c3d4e5f';

const EVENT = eventAnswer({
  _id: EVENT_ID,
  allowedRegistrationTypes: ['team'],
  teamSizeMin: 2,
  teamSizeMax: 4,
  waitlist: false,
  refundRule: 'full',
  reminders: true,
  amountIndividual: 0,
  amountTeam: 1500,
});

const render = (path: string, answers: unknown[], claims: unknown = MEMBER) =>
  renderMemberPage(new URL(path, 'http://localhost'), SETTINGS, claims, answers);

describe("the server's /register for a member (decision record 21)", () => {
  it('is made for ?event=<id> alone, with the settings, the event and the registrations', () => {
    expect(memberPageCalls('/register', MEMBER.email, `?event=${EVENT_ID}`)).toEqual([
      '/config',
      `/events/${EVENT_ID}`,
      '/users/registrations?email=kavya%40example.com',
    ]);
    expect(isMemberPage('/register', `?event=${EVENT_ID}`)).toBe(true);
    expect(isMemberPage('/register')).toBe(false);
    expect(isMemberPage('/register', '?event=')).toBe(false);
    expect(isMemberPage('/register', `?event=${EVENT_ID}&pay=1`)).toBe(false);
    expect(isMemberPage('/home', '?pay=1')).toBe(false);
    expect(isMemberPage('/home')).toBe(true);
  });

  it("paints a team event's form with the member's details, the team and the fee", async () => {
    const page = await render(`/register?event=${EVENT_ID}`, [CONFIG, EVENT, []]);
    expect(page?.title).toBe('Inter-hostel Cricket Registration · Sunrise Hostel');
    const root = page?.root ?? '';
    expect(root).toContain('aria-label="Inter-hostel Cricket Registration"');
    expect(root).toContain('Team Registration Only');
    expect(root).toContain('Team Members');
    expect(root).toMatch(
      /id="registration-email"[^>]*value="kavya@example.com"|value="kavya@example.com"[^>]*id="registration-email"/,
    );
    expect(root).toContain('Pay Now');
    expect(root).toContain('₹1,500');
    expect(page?.state).toContain(EVENT_ID);
  });

  it('says so, without a form, when the member has joined the event already', async () => {
    const registration = {
      _id: 'a1d2c3b4-1a2b-4c3d-8e9f-0a1b2c3d4e5f',
      name: MEMBER.name,
      email: MEMBER.email,
      contact: '+91 98220 11111',
      studentId: 'HST-41',
      hostel: 'Main',
      hostelAddress: 'Room 1',
      dateOfBirth: null,
      gender: 'F',
      nationality: 'Indian',
      event: {
        _id: EVENT_ID,
        name: EVENT.name,
        date: EVENT.date,
        amountIndividual: 0,
        amountTeam: 1500,
        deadline: EVENT.deadline,
        status: 'upcoming',
        location: EVENT.location,
        refundRule: 'full',
        questions: [],
      },
      registrationType: 'team',
      teamMembers: [{ name: 'Ravi', email: 'ravi@example.com', contact: '+91 98220 22222' }],
      answers: [],
      paymentStatus: 'Success',
      amount: 1500,
      status: 'confirmed',
      holdExpiresAt: null,
      waitlistPosition: null,
      cancelledAt: null,
      checkedIn: 0,
      createdAt: '2026-01-02T00:00:00.000Z',
      money: { paid: 1500, paidAt: null, receiptNumber: null, receiptUrl: null, refunds: [] },
    };
    const page = await render(`/register?event=${EVENT_ID}`, [CONFIG, EVENT, [registration]]);
    const root = page?.root ?? '';
    expect(root).toContain('You are registered');
    expect(root).toContain('with a team of 2');
    expect(root).toContain('HST-41');
    expect(root).not.toContain('Pay Now');
    expect(root).not.toContain('aria-label="Inter-hostel Cricket Registration"');
  });

  it("leaves the page to the app without the event, or without a member's token", async () => {
    expect(await render(`/register?event=${EVENT_ID}`, [CONFIG, null, []])).toBeUndefined();
    expect(await render(`/register?event=${EVENT_ID}`, [null, EVENT, []])).toBeUndefined();
    expect(await render(`/register?event=${EVENT_ID}`, [CONFIG, EVENT])).toBeUndefined();
    expect(await render(`/register?event=${EVENT_ID}`, [CONFIG, EVENT, []], {})).toBeUndefined();
  });
});
