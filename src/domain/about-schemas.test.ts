import { describe, expect, it } from 'vitest';
import { aboutLinkFormSchema } from './about-schemas';

const href = (typed: string) => aboutLinkFormSchema.safeParse({ href: typed, text: '' });

describe('a link typed in the About editor', () => {
  it.each([
    ['https://www.example.org/fees?year=2026', 'https://www.example.org/fees?year=2026'],
    ['  http://old.example.org/ ', 'http://old.example.org/'],
    ['/events', '/events'],
    ['mailto:office@hostel.example', 'mailto:office@hostel.example'],
    ['www.example.org/fees', 'https://www.example.org/fees'],
    ['office@hostel.example', 'mailto:office@hostel.example'],
  ])('takes %j as %s', (typed, stored) => {
    expect(href(typed)).toMatchObject({ success: true, data: { href: stored } });
  });

  it.each(['javascript:alert(1)', 'data:text/html,hi', '//evil.example', 'events', 'a b.org'])(
    'refuses %j, saying what it may be',
    (typed) => {
      expect(href(typed).error?.issues.map((issue) => issue.message)).toEqual([
        'Enter an address that starts with https://, http://, mailto: or / (a page of this site).',
      ]);
    },
  );

  it('asks for an address when there is none', () => {
    expect(href('  ').error?.issues.map((issue) => issue.message)).toEqual([
      'Enter the address the link goes to.',
    ]);
  });
});
