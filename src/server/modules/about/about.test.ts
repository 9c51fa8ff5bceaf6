import { describe, expect, it } from 'vitest';
import { aboutSectionListSchema } from '@/domain/about-schemas';
import { aboutContent, aboutSections } from '@/server/db/schema';
import { freshAppForEachTest, type TestApp } from '@/server/test/test-app';

describe('About API', () => {
  let t: TestApp;
  freshAppForEachTest((app) => (t = app));

  it('answers empty content and six empty sections on a new site', async () => {
    expect((await t.app.inject({ url: '/api/about' })).json()).toEqual({
      content: '',
      images: [],
      language: 'en',
    });
    const sections = aboutSectionListSchema.parse(
      (await t.app.inject({ url: '/api/about-sections' })).json(),
    );
    expect(
      sections.map((s) => [s.sectionType, s.title, s.allowMultiple, s.members.length]),
    ).toEqual([
      ['president', 'President', false, 0],
      ['committee', 'Committee Members', true, 0],
      ['administrators', 'Hostel Administrators', true, 0],
      ['senior_association', 'Senior Student Association', true, 0],
      ['reach_out', 'Reach Out To', true, 0],
      ['contributors', 'Contributors', true, 0],
    ]);
  });

  it('answers the saved content and sections, always in page order', async () => {
    await t.database.db.insert(aboutContent).values({ content: '<h2>Our hostel</h2>' });
    const member = { name: 'Ravi', role: 'Treasurer', description: 'Counts', image: '/images/x' };
    await t.database.db.insert(aboutSections).values([
      { sectionType: 'contributors', title: 'Our donors', members: [member] },
      { sectionType: 'president', title: 'President', members: [member] },
    ]);
    expect((await t.app.inject({ url: '/api/about' })).json()).toEqual({
      content: '<h2>Our hostel</h2>',
      images: [],
      language: 'en',
    });
    const sections = (await t.app.inject({ url: '/api/about-sections' })).json();
    expect(sections[0]).toMatchObject({ sectionType: 'president', members: [member] });
    expect(sections[5]).toMatchObject({
      sectionType: 'contributors',
      title: 'Our donors',
      label: 'Contributors',
    });
  });
});
