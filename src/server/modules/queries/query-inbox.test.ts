import { afterEach, describe, expect, it } from 'vitest';
import { queries } from '@/server/db/schema';
import type { Mailer } from '@/server/mail/mailer';
import { createTestApp, type TestApp } from '@/server/test/test-app';
import { createAdmin } from '@/server/test/admins';

const UNKNOWN_ID = '6f1c2b9e-8a4d-4c3e-9b7a-1d2e3f4a5b6c';
const OFFICE = 'office@hostel.example';

type NewQuery = typeof queries.$inferInsert;

/** Three queries a day apart: Meera's is the newest, Asha's the oldest. */
const QUERIES: NewQuery[] = [
  {
    name: 'Asha Patil',
    email: 'asha@example.com',
    phone: '+91 98220 12345',
    address: 'Room 12, New Wing',
    message: 'When does admission for next year open?',
    createdAt: new Date('2026-05-01T04:30:00Z'),
  },
  {
    name: 'Ravi Kulkarni',
    email: 'ravi@example.com',
    message: 'Is the mess open during Diwali? 50% of us stay back.',
    createdAt: new Date('2026-05-02T04:30:00Z'),
  },
  {
    name: 'Meera Iyer',
    email: 'meera@example.com',
    phone: '+91 90000 77777',
    message: 'Can alumni book the guest room?',
    createdAt: new Date('2026-05-03T04:30:00Z'),
  },
];

/** A mail server that is down. */
const refusingMailer: Mailer = {
  delivers: true,
  send: async () => {
    throw new Error('connect ECONNREFUSED 127.0.0.1:25');
  },
  close: () => undefined,
};

describe('the admins’ query inbox', () => {
  let t: TestApp;
  let admin: string;
  afterEach(() => t.close());

  async function start(options: Parameters<typeof createTestApp>[0] = {}) {
    t = await createTestApp({ ...options, env: { CONTACT_EMAIL: OFFICE, ...options.env } });
    admin = (await createAdmin(t, 'owner', 'warden')).token;
    return t.database.db.insert(queries).values(QUERIES).returning({ id: queries.id });
  }

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${admin}` },
      ...(payload !== undefined && { payload: payload as object }),
    });
  const names = (response: { json(): unknown }) =>
    (response.json() as Array<{ name: string }>).map((query) => query.name);
  const storedRows = () => t.database.db.select().from(queries).orderBy(queries.createdAt);

  it('lists the queries newest first, a page at a time, with the total in X-Total-Count', async () => {
    await start();
    const first = await call('GET', '/api/admins/queries?page=1&pageSize=2');
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-total-count']).toBe('3');
    expect(first.json()).toEqual([
      expect.objectContaining({ name: 'Meera Iyer', status: 'new', reply: null }),
      expect.objectContaining({ name: 'Ravi Kulkarni', phone: '', address: '' }),
    ]);
    const second = await call('GET', '/api/admins/queries?page=2&pageSize=2');
    expect(second.headers['x-total-count']).toBe('3');
    expect(second.json()).toEqual([
      {
        _id: expect.any(String),
        ...QUERIES[0],
        createdAt: '2026-05-01T04:30:00.000Z',
        status: 'new',
        reply: null,
        repliedAt: null,
        repliedBy: null,
      },
    ]);
  });

  it('searches names, e-mails, phones and messages, and filters by status', async () => {
    const [, , meera] = await start();
    const search = (query: string) => call('GET', `/api/admins/queries?${query}`);

    expect(names(await search('q=KULKARNI'))).toEqual(['Ravi Kulkarni']);
    expect(names(await search('q=meera%40example'))).toEqual(['Meera Iyer']);
    expect(names(await search('q=98220'))).toEqual(['Asha Patil']);
    expect(names(await search('q=guest+room'))).toEqual(['Meera Iyer']);
    // A LIKE wildcard is searched for as itself.
    expect(names(await search('q=50%25'))).toEqual(['Ravi Kulkarni']);
    expect(names(await search('q=_'))).toEqual([]);

    await call('PUT', `/api/admins/queries/${meera?.id}`, { status: 'answered' });
    const answered = await search('status=answered');
    expect(answered.headers['x-total-count']).toBe('1');
    expect(names(answered)).toEqual(['Meera Iyer']);
    const fresh = await search('status=new&q=example.com');
    expect(fresh.headers['x-total-count']).toBe('2');
    expect(names(fresh)).toEqual(['Ravi Kulkarni', 'Asha Patil']);
  });

  it('mails a reply to the asker, quoting their question, and stores it answered by the admin', async () => {
    const [asha] = await start();
    const response = await call('POST', `/api/admins/queries/${asha?.id}/reply`, {
      message: '  Admissions open on 1 June.\nBring your ID card.  ',
    });
    expect(response.statusCode, response.body).toBe(200);
    const answer = {
      status: 'answered',
      reply: 'Admissions open on 1 June.\nBring your ID card.',
      repliedAt: t.clock.now().toISOString(),
      repliedBy: 'warden',
    };
    expect(response.json()).toMatchObject({ _id: asha?.id, ...answer });
    const [stored] = await storedRows();
    expect(stored).toMatchObject({ ...answer, repliedAt: new Date(answer.repliedAt) });

    expect(t.mailbox.sent).toHaveLength(1);
    const [mail] = t.mailbox.to('asha@example.com');
    expect(mail).toMatchObject({ replyTo: OFFICE, subject: 'Re: your query to Hostel Community' });
    expect(mail?.text).toContain('Hello Asha Patil,');
    expect(mail?.text).toContain('Admissions open on 1 June.\nBring your ID card.');
    expect(mail?.text).toContain(
      'On 1 May 2026, 10:00 am, you wrote:\n> When does admission for next year open?',
    );
    expect(mail?.html).toContain('Admissions open on 1 June.<br>Bring your ID card.');
    expect(mail?.html).toMatch(/<blockquote[^>]*>When does admission for next year open\?/);
  });

  it('escapes what the asker typed in the reply mail', async () => {
    t = await createTestApp();
    admin = (await createAdmin(t, 'owner', 'warden')).token;
    const [query] = await t.database.db
      .insert(queries)
      .values({
        name: '<img src=x onerror=alert(1)>',
        email: 'x@example.com',
        message: '<script>alert(1)</script>',
      })
      .returning({ id: queries.id });
    expect(
      (await call('POST', `/api/admins/queries/${query?.id}/reply`, { message: 'Hi' })).statusCode,
    ).toBe(200);
    const [mail] = t.mailbox.sent;
    expect(mail?.html).not.toMatch(/<script|<img/);
    expect(mail?.html).toContain('&#60;script&#62;');
  });

  it('stores nothing when the reply cannot be mailed, and says so with 503', async () => {
    const [asha] = await start({ mailer: refusingMailer });
    const before = await storedRows();
    const response = await call('POST', `/api/admins/queries/${asha?.id}/reply`, {
      message: 'Admissions open on 1 June.',
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      message:
        'The reply could not be e-mailed just now, so it was not saved. Please try again in a few minutes.',
    });
    expect(await storedRows()).toEqual(before);
  });

  it('keeps the latest reply when a query is answered again', async () => {
    const [asha] = await start();
    await call('POST', `/api/admins/queries/${asha?.id}/reply`, { message: 'First answer' });
    t.clock.advance(60_000);
    admin = (await createAdmin(t, 'owner', 'treasurer')).token;
    const again = await call('POST', `/api/admins/queries/${asha?.id}/reply`, {
      message: 'Second answer',
    });
    expect(again.json()).toMatchObject({ reply: 'Second answer', repliedBy: 'treasurer' });
    expect(t.mailbox.to('asha@example.com').map((mail) => mail.text.split('\n\n')[1])).toEqual([
      'First answer',
      'Second answer',
    ]);
    const [stored] = await storedRows();
    expect(stored).toMatchObject({ reply: 'Second answer', repliedBy: 'treasurer' });
  });

  it('marks a query answered or new by hand, keeping a reply on record and mailing nobody', async () => {
    const [asha, ravi] = await start();
    const byPhone = await call('PUT', `/api/admins/queries/${ravi?.id}`, { status: 'answered' });
    expect(byPhone.statusCode).toBe(200);
    expect(byPhone.json()).toMatchObject({ status: 'answered', reply: null, repliedBy: null });

    await call('POST', `/api/admins/queries/${asha?.id}/reply`, { message: 'See you in June' });
    const reopened = await call('PUT', `/api/admins/queries/${asha?.id}`, { status: 'new' });
    expect(reopened.json()).toMatchObject({
      status: 'new',
      reply: 'See you in June',
      repliedBy: 'warden',
    });
    expect((await storedRows()).map((row) => row.status)).toEqual(['new', 'answered', 'new']);
    expect(t.mailbox.sent).toHaveLength(1);
  });

  const refusals: Array<[string, 'GET' | 'POST' | 'PUT', string, unknown, number, RegExp]> = [
    [
      'a blank reply',
      'POST',
      `/{id}/reply`,
      { message: '   ' },
      400,
      /^message: Reply is required\.$/,
    ],
    ['no reply', 'POST', `/{id}/reply`, {}, 400, /^message: Reply is required\.$/],
    ['a number for a reply', 'POST', `/{id}/reply`, { message: 7 }, 400, /^message: /],
    [
      'an over-long reply',
      'POST',
      `/{id}/reply`,
      { message: 'x'.repeat(5001) },
      400,
      /^message: Reply is too long/,
    ],
    [
      'an unknown status',
      'PUT',
      `/{id}`,
      { status: 'closed' },
      400,
      /^status: Status must be new or answered\.$/,
    ],
    ['no status', 'PUT', `/{id}`, {}, 400, /^status: /],
    [
      'a malformed id',
      'PUT',
      `/not-a-uuid`,
      { status: 'answered' },
      400,
      /^id: This is not a valid query id\.$/,
    ],
    [
      'an unknown id to reply to',
      'POST',
      `/${UNKNOWN_ID}/reply`,
      { message: 'Hi' },
      404,
      /^This query does not exist/,
    ],
    [
      'an unknown id to mark',
      'PUT',
      `/${UNKNOWN_ID}`,
      { status: 'new' },
      404,
      /^This query does not exist/,
    ],
    ['an unknown status filter', 'GET', `?status=open`, undefined, 400, /^status: /],
    ['a page of 0', 'GET', `?page=0`, undefined, 400, /^page: /],
    ['a page size over the limit', 'GET', `?pageSize=201`, undefined, 400, /^pageSize: /],
  ];

  it('refuses bad input with 400 naming the field, and an unknown id with 404, changing nothing', async () => {
    const [asha] = await start();
    const before = await storedRows();
    for (const [refusal, method, path, payload, status, message] of refusals) {
      const response = await call(
        method,
        `/api/admins/queries${path.replace('{id}', asha?.id ?? '')}`,
        payload,
      );
      expect({ refusal, status: response.statusCode, message: response.json().message }).toEqual({
        refusal,
        status,
        message: expect.stringMatching(message),
      });
    }
    expect(await storedRows()).toEqual(before);
    expect(t.mailbox.sent).toEqual([]);
  });

  it('exports the queries as CSV: BOM, file name, every column, formulas neutralized', async () => {
    const [asha] = await start();
    await t.database.db.insert(queries).values({
      name: '=HYPERLINK("https://evil.example","x")',
      email: 'evil@example.com',
      phone: '+91 1',
      message: '@SUM(1,2)\nsecond line',
      createdAt: new Date('2026-05-05T04:30:00Z'),
    });
    await call('POST', `/api/admins/queries/${asha?.id}/reply`, { message: '-1 day to go' });

    const response = await call('GET', '/api/admins/exports/queries.csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="queries.csv"');
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    const lines = response.body.slice(1).split('\r\n');
    expect(lines).toEqual([
      'Date,Date (ISO 8601),Name,Email,Phone,Address,Message,Status,Reply,Replied At,Replied At (ISO 8601),Replied By',
      `"1 May 2026, 10:00 am",2026-05-01T10:00:00+05:30,Asha Patil,asha@example.com,'+91 98220 12345,"Room 12, New Wing",When does admission for next year open?,Answered,'-1 day to go,"1 Jun 2026, 12:00 pm",2026-06-01T12:00:00+05:30,warden`,
      '"2 May 2026, 10:00 am",2026-05-02T10:00:00+05:30,Ravi Kulkarni,ravi@example.com,,,Is the mess open during Diwali? 50% of us stay back.,New,,,,',
      '"3 May 2026, 10:00 am",2026-05-03T10:00:00+05:30,Meera Iyer,meera@example.com,\'+91 90000 77777,,Can alumni book the guest room?,New,,,,',
      `"5 May 2026, 10:00 am",2026-05-05T10:00:00+05:30,"'=HYPERLINK(""https://evil.example"",""x"")",evil@example.com,'+91 1,,"'@SUM(1,2)\nsecond line",New,,,,`,
      '',
    ]);

    const filtered = await call('GET', '/api/admins/exports/queries.csv?status=new&q=meera');
    expect(filtered.body.slice(1).split('\r\n').slice(1, -1)).toEqual([
      expect.stringContaining('Meera Iyer'),
    ]);
    const refused = await call('GET', '/api/admins/exports/queries.csv?status=closed');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/^status: /);
  });
});
