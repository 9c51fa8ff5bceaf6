import { describe, expect, it } from 'vitest';
import { sanitizeAboutHtml } from './sanitize';

const IMAGE = '/images/6f1c2b9e-8a4d-4c3e-9b7a-1d2e3f4a5b6c';

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
});
