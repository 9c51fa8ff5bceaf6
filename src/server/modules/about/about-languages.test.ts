import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { aboutContent, auditLog } from '@/server/db/schema';
import { createAdmin, type TestAdmin } from '@/server/test/admins';
import { createMember } from '@/server/test/members';
import { createTestApp, type TestApp } from '@/server/test/test-app';

const ENGLISH = '<h2>Our hostel</h2><p>A home in the city.</p>';
const MARATHI = '<h2>आमचे वसतिगृह</h2><p>शहरातले घर.</p>';

describe('the About text in Hindi and Marathi', () => {
  let t: TestApp;
  let editor: TestAdmin;
  beforeEach(async () => {
    t = await createTestApp();
    editor = await createAdmin(t, 'editor');
    expect((await editor.call('PUT', '/api/about', { content: ENGLISH })).statusCode).toBe(200);
  });
  afterEach(() => t.close());

  const read = (headers: Record<string, string> = {}) =>
    t.app.inject({ url: '/api/about', headers });

  it('stores the Marathi text sanitized beside the English, and says so in the audit log', async () => {
    const saved = await editor.call('PUT', '/api/about', {
      content: `${MARATHI}<script>alert(1)</script><p onclick="alert(2)">नमस्कार</p>`,
      language: 'mr',
    });
    expect(saved.statusCode).toBe(200);
    const clean = `${MARATHI}<p>नमस्कार</p>`;
    expect(saved.json()).toEqual({ content: ENGLISH, images: [], contentHi: '', contentMr: clean });
    const [row] = await t.database.db.select().from(aboutContent);
    expect(row).toMatchObject({ content: ENGLISH, contentHi: null, contentMr: clean });
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.recordId, 'content-mr'));
    expect(entry).toMatchObject({ action: 'about.update', recordType: 'about' });
  });

  it('shows a reader the text in their language where it is written, else the English', async () => {
    await editor.call('PUT', '/api/about', { content: MARATHI, language: 'mr' });

    const marathi = await read({ cookie: 'lang=mr' });
    expect(marathi.json()).toEqual({ content: MARATHI, images: [], language: 'mr' });
    expect(marathi.headers.vary).toMatch(/Cookie/);
    expect((await read({ 'accept-language': 'mr-IN,mr;q=0.9,en;q=0.5' })).json().content).toBe(
      MARATHI,
    );
    // No Hindi text is written: a Hindi reader gets the English, marked as English.
    expect((await read({ cookie: 'lang=hi' })).json()).toEqual({
      content: ENGLISH,
      images: [],
      language: 'en',
    });
    expect((await read()).json()).toEqual({ content: ENGLISH, images: [], language: 'en' });
  });

  it('takes a Hindi or Marathi text emptied (or emptied by the sanitizer) as not written', async () => {
    await editor.call('PUT', '/api/about', { content: MARATHI, language: 'mr' });
    const emptied = await editor.call('PUT', '/api/about', {
      content: '<script>alert(1)</script>  ',
      language: 'mr',
    });
    expect(emptied.json()).toMatchObject({ contentMr: '' });
    expect((await t.database.db.select().from(aboutContent))[0]?.contentMr).toBeNull();
    expect((await read({ cookie: 'lang=mr' })).json().content).toBe(ENGLISH);
  });

  it('gives the committee the three texts as written, whatever its language', async () => {
    await editor.call('PUT', '/api/about', { content: '<p>हिंदी</p>', language: 'hi' });
    const original = await t.app.inject({
      url: '/api/about?original=true',
      headers: { cookie: 'lang=hi' },
    });
    expect(original.json()).toEqual({
      content: ENGLISH,
      images: [],
      contentHi: '<p>हिंदी</p>',
      contentMr: '',
    });
  });

  it('lets only admins who may edit About save a translation, and refuses unknown languages', async () => {
    const body = { content: MARATHI, language: 'mr' };
    const anonymous = await t.app.inject({ method: 'PUT', url: '/api/about', payload: body });
    expect(anonymous.statusCode).toBe(401);
    const member = await createMember(t);
    const asMember = await t.app.inject({
      method: 'PUT',
      url: '/api/about',
      payload: body,
      headers: { authorization: `Bearer ${member.token}` },
    });
    expect(asMember.statusCode).toBe(403);
    const treasurer = await createAdmin(t, 'treasurer');
    expect((await treasurer.call('PUT', '/api/about', body)).statusCode).toBe(403);
    const unknown = await editor.call('PUT', '/api/about', { content: MARATHI, language: 'gu' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      code: 'field.language-invalid',
      field: 'language',
      message: expect.stringContaining('Choose English, Hindi or Marathi.'),
    });
    expect((await t.database.db.select().from(aboutContent))[0]?.contentMr).toBeNull();
  });
});
