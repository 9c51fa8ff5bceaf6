import { describe, expect, it } from 'vitest';
import { ABOUT_IMAGE_SOURCES, OWN_IMAGE_PATH as IMAGE } from '@/test/about-image-sources';
import { sanitizeAboutHtml } from './sanitize';

describe('About HTML sanitizer', () => {
  it('keeps the allowed tags and their text', () => {
    const html =
      '<h2>Our hostel</h2><h3>Since 1920</h3><p>A <strong>home</strong> and <em>family</em></p><ul><li>one</li></ul><ol><li>two</li></ol>';
    expect(sanitizeAboutHtml(html)).toBe(html);
  });

  const hostile: Array<[string, string, string]> = [
    ['a script', '<p>Hello</p><script>alert(1)</script>', '<p>Hello</p>'],
    [
      'an event handler',
      '<p onclick="alert(1)">Hi</p><img src="x" onerror="alert(1)">',
      '<p>Hi</p>',
    ],
    ['a javascript: image', `<img src="javascript:alert(1)" alt="x"><p>ok</p>`, '<p>ok</p>'],
    ['a javascript: link', '<a href="javascript:alert(1)">click</a>', 'click'],
    [
      'an svg with script',
      '<svg onload="alert(1)"><script>alert(2)</script><text>hi</text></svg><p>after</p>',
      '<p>after</p>',
    ],
    ['an iframe', '<iframe src="https://evil.example"></iframe><p>text</p>', '<p>text</p>'],
    [
      'a style attribute and tag',
      '<p style="background:url(javascript:alert(1))">x</p><style>p{}</style>',
      '<p>x</p>',
    ],
    ['a data: image', '<img src="data:image/svg+xml,<svg onload=alert(1)>">', ''],
    ['an http image', '<img src="http://tracker.example/p.gif">', ''],
    ['a protocol-relative image', '<img src="//evil.example/x.png">', ''],
    ['an unknown tag', '<div class="x"><span>kept text</span></div>', 'kept text'],
    ['a comment trick', '<!--<img src=x onerror=alert(1)>--><p>y</p>', '<p>y</p>'],
  ];

  it.each(hostile)('removes %s', (_name, input, output) => {
    expect(sanitizeAboutHtml(input)).toBe(output);
  });

  it('keeps our images and https images with src and alt only', () => {
    expect(sanitizeAboutHtml(`<img src="${IMAGE}" alt="Courtyard" width="9" class="c">`)).toBe(
      `<img src="${IMAGE}" alt="Courtyard" />`,
    );
    expect(sanitizeAboutHtml('<img src="https://cdn.example/a.webp" alt="A">')).toBe(
      '<img src="https://cdn.example/a.webp" alt="A" />',
    );
  });

  it.each(ABOUT_IMAGE_SOURCES)('judges the image %s allowed: %s', (src, allowed) => {
    expect(sanitizeAboutHtml(`<img src="${src}" alt="x">`)).toBe(
      allowed ? `<img src="${src}" alt="x" />` : '',
    );
  });

  const REL = 'rel="noopener noreferrer"';

  it.each([
    'https://www.example.org/scholarships?year=2026#apply',
    'http://old.example.org/',
    'mailto:office@hostel.example',
    '/events',
    '/about#committee',
  ])('keeps a link to %s, with rel="noopener noreferrer"', (href) => {
    expect(sanitizeAboutHtml(`<p>See <a href="${href}">this</a></p>`)).toBe(
      `<p>See <a href="${href}" ${REL}>this</a></p>`,
    );
  });

  it("keeps a link's text and allowed tags, and only its href", () => {
    expect(
      sanitizeAboutHtml(
        '<a href=" https://example.org/a?x=1&amp;y=2 " target="_blank" rel="opener" class="c" ' +
          'title="t" style="color:red" onclick="alert(1)" id="x" data-x="1"><strong>Bold</strong> link</a>',
      ),
    ).toBe(`<a href="https://example.org/a?x=1&amp;y=2" ${REL}><strong>Bold</strong> link</a>`);
  });

  const refusedLinks: Array<[string, string]> = [
    ['javascript:', 'javascript:alert(1)'],
    ['JavaScript: in capitals', 'JavaScript:alert(1)'],
    ['javascript: behind entities', '&#106;avascript:alert(1)'],
    ['javascript: split by a tab', 'java&#9;script:alert(1)'],
    ['data:', 'data:text/html,&lt;script&gt;alert(1)&lt;/script&gt;'],
    ['vbscript:', 'vbscript:msgbox(1)'],
    ['another scheme', 'ftp://files.example/a'],
    ['a protocol-relative address', '//evil.example/'],
    ['a backslash that browsers read as a slash', '/\\evil.example/'],
    ['a tab inside a path', '/&#9;/evil.example/'],
    ['a page relative to the current one', 'page.html'],
    ['a fragment only', '#top'],
    ['https: without a host', 'https:///evil.example'],
    ['an empty address', ''],
  ];

  it.each(refusedLinks)('removes a link to %s, keeping its text', (_name, href) => {
    expect(sanitizeAboutHtml(`<p>Go <a href="${href}">there</a> now</p>`)).toBe(
      '<p>Go there now</p>',
    );
  });

  it('keeps an allowed link whole after a refused one', () => {
    expect(
      sanitizeAboutHtml(
        '<p><a href="javascript:alert(1)">bad</a> and <a href="/events">events</a></p>' +
          '<p><a href="/history">history</a></p>',
      ),
    ).toBe(
      `<p>bad and <a href="/events" ${REL}>events</a></p><p><a href="/history" ${REL}>history</a></p>`,
    );
  });

  it('removes a link without an href, keeping its text', () => {
    expect(sanitizeAboutHtml('<p><a name="x" onclick="alert(1)">anchor</a></p>')).toBe(
      '<p>anchor</p>',
    );
  });
});
