import { describe, expect, it } from 'vitest';
import { donations, people, registrations } from '@/server/db/schema';
import {
  EVENT_FORM,
  adminAppForEachTest,
  registerPeople,
  type AdminCall,
} from '@/server/test/admin-session';
import { createMember } from '@/server/test/members';
import type { TestApp } from '@/server/test/test-app';

describe('CSV exports', () => {
  let t: TestApp;
  let call: AdminCall;

  adminAppForEachTest((app) => ({ t, call } = app));

  it('streams the CSV exports with their file names, a BOM, neutralized formulas and ₹ intact', async () => {
    const { event } = (
      await call('POST', '/api/events', { ...EVENT_FORM, name: 'Quiz ₹500 Prize' })
    ).json();
    await registerPeople(call, event._id, [
      { name: '=SUM(1,2)', email: 'formula@example.com', paid: true },
      { name: 'Ravi "RK" Kulkarni', email: 'ravi@example.com', type: 'team' },
    ]);
    const free = (
      await call('POST', '/api/events', { ...EVENT_FORM, name: 'Open Mic', amountIndividual: 0 })
    ).json().event;
    await registerPeople(call, free._id, [{ name: 'Meera Iyer', email: 'meera@example.com' }]);
    await t.database.db.insert(donations).values({
      name: '@Donor',
      email: 'd@example.com',
      phone: '+91 1',
      amount: 5000,
      pan: 'ABCDE1234F',
      purpose: 'Corpus fund',
      razorpayPaymentId: 'pay_1',
      razorpayOrderId: 'order_1',
      createdAt: new Date('2027-01-15T06:00:00Z'),
    });

    const individual = await call('GET', '/api/admins/exports/registrations.csv?type=individual');
    expect(individual.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(individual.headers['content-disposition']).toBe(
      'attachment; filename="individual_registrations.csv"',
    );
    const lines = individual.body.split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFFName,Email,Contact,Student ID,Hostel,Event,Registration Type,Amount Paid,Receipt Number,Status,Checked In,Registered,Registered (ISO 8601)',
    );
    // Paid in cash: the amount kept and its receipt; the date readable, and sortable beside it.
    expect(lines[1]).toMatch(
      /^"'=SUM\(1,2\)",formula@example\.com,'\+91 98220 12345,HST-\d{6},Main,Quiz ₹500 Prize,Individual,200,R-\d{4}-\d{2}\/000001,Confirmed,No,"\d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} [ap]m",\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+05:30$/,
    );
    // A free registration reads Free, not 0 paid.
    expect(lines[2]).toMatch(/,Main,Open Mic,Individual,Free,,Confirmed,No,/);

    const team = await call(
      'GET',
      `/api/admins/exports/registrations.csv?type=team&event=${event._id}`,
    );
    expect(team.headers['content-disposition']).toBe(
      'attachment; filename="Quiz_500_Prize_team_registrations.csv"',
    );
    expect(team.body).toContain('Team Members');
    expect(team.body).toContain('"Ravi ""RK"" Kulkarni"');
    expect(team.body).toContain('Mate <mate.ravi@example.com> +91 90000 00001');
    // Ravi's team has not paid: it holds its place, and nobody of it is in yet.
    expect(team.body).toContain(
      ',Team,Mate <mate.ravi@example.com> +91 90000 00001,0,,Awaiting payment,0 of 2,',
    );

    const users = await call('GET', '/api/admins/exports/users.csv');
    expect(users.headers['content-disposition']).toBe('attachment; filename="users.csv"');
    expect(users.body.split('\r\n')[0]).toBe(
      '\uFEFFName,Email,Contact,Hostel,Student ID,Registrations',
    );
    expect(users.body).toContain('Quiz ₹500 Prize (Individual)');
    expect(users.body).toContain('Quiz ₹500 Prize (Team, Awaiting payment)');

    const gifts = await call('GET', '/api/admins/exports/donations.csv');
    expect(gifts.body.split('\r\n').slice(0, 2)).toEqual([
      '\uFEFFName,Email,Phone,PAN,Amount (INR),Purpose,Receipt Number,Payment ID,Order ID,Date,Date (ISO 8601)',
      "'@Donor,d@example.com,'+91 1,ABCDE1234F,5000,Corpus fund,,pay_1,order_1,15 Jan 2027,2027-01-15T11:30:00+05:30",
    ]);
    expect((await call('GET', '/api/admins/exports/registrations.csv?type=both')).statusCode).toBe(
      400,
    );
  });

  it('exports more rows than one batch without losing or repeating any', async () => {
    const { event } = (await call('POST', '/api/events', EVENT_FORM)).json();
    const now = Date.now();
    await createMember(t, { email: 'unused@example.com' });
    await t.database.db.insert(donations).values(
      Array.from({ length: 4500 }, (_, i) => ({
        name: `Donor ${i}`,
        email: `d${i}@example.com`,
        amount: 1 + i,
        createdAt: new Date(now - (i % 7) * 1000),
      })),
    );
    const body = (await call('GET', '/api/admins/exports/donations.csv')).body;
    const rows = body.trim().split('\r\n').slice(1);
    expect(rows).toHaveLength(4500);
    expect(new Set(rows.map((row) => row.split(',')[0])).size).toBe(4500);
    expect(event).toBeDefined();
  });

  it('exports people and registrations over several batches, each once and whole', async () => {
    const quiz = (await call('POST', '/api/events', EVENT_FORM)).json().event;
    const relay = (await call('POST', '/api/events', { ...EVENT_FORM, name: 'Relay' })).json()
      .event;
    const count = 1100;
    const emails = Array.from(
      { length: count },
      (_, i) => `p${String(i).padStart(4, '0')}@example.com`,
    );
    await t.database.db.insert(people).values(emails.map((email) => ({ email })));
    await t.database.db.insert(registrations).values(
      [quiz, relay].flatMap((event: { _id: string }) =>
        emails.map((email, i) => ({
          eventId: event._id,
          name: `Person ${i}`,
          email,
          contact: '+91 90000 00000',
          gender: 'F' as const,
          registrationType: 'individual' as const,
        })),
      ),
    );

    const dataRows = (body: string) => body.trim().split('\r\n').slice(1);
    const individual = dataRows(
      (await call('GET', '/api/admins/exports/registrations.csv?type=individual')).body,
    );
    expect(individual).toHaveLength(2 * count);
    expect(new Set(individual).size).toBe(2 * count);

    const users = dataRows((await call('GET', '/api/admins/exports/users.csv')).body);
    expect(users.map((row) => row.split(',')[1])).toEqual(emails);
    for (const row of users) {
      expect(row).toContain('Night Cricket League (Individual)');
      expect(row).toContain('Relay (Individual)');
    }
  });
});
