import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { aboutContent, aboutSections, images } from '@/server/db/schema';
import { createTestApp, type TestApp } from '@/server/test/test-app';
import { createAdmin } from '@/server/test/admins';

function multipartBody(fileName: string, contentType: string, data: Buffer) {
  const boundary = '----hostel-test-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, data, tail]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

/** A tiny PNG whose header claims a huge size: decoding it would need gigabytes. */
async function pngClaimingSize(width: number, height: number): Promise<Buffer> {
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
    .png()
    .toBuffer();
  // The IHDR chunk's data starts at byte 16: width, height, then five more bytes, then its CRC.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

describe('About editing (admin)', () => {
  let t: TestApp;
  let admin: string;
  beforeEach(async () => {
    t = await createTestApp();
    admin = (await createAdmin(t)).token;
  });
  afterEach(() => t.close());

  const put = (url: string, payload: unknown, token = admin) =>
    t.app.inject({
      method: 'PUT',
      url,
      payload: payload as object,
      headers: { authorization: `Bearer ${token}` },
    });

  const upload = (fileName: string, contentType: string, data: Buffer) => {
    const body = multipartBody(fileName, contentType, data);
    return t.app.inject({
      method: 'POST',
      url: '/api/about-sections/upload',
      payload: body.payload,
      headers: { authorization: `Bearer ${admin}`, 'content-type': body.contentType },
    });
  };

  it('stores About HTML sanitized, whatever hostile markup it holds', async () => {
    const hostile =
      '<h2>Welcome</h2><script>alert(1)</script><p onmouseover="alert(2)" style="color:red">Our <a href="javascript:alert(3)">home</a></p>' +
      '<img src="x" onerror="alert(4)"><svg><script>alert(5)</script></svg><iframe src="https://evil.example"></iframe>';
    const response = await put('/api/about', { content: hostile, images: [] });
    expect(response.statusCode).toBe(200);
    const clean = '<h2>Welcome</h2><p>Our home</p>';
    expect(response.json()).toEqual({ content: clean, images: [], contentHi: '', contentMr: '' });
    expect((await t.database.db.select().from(aboutContent))[0]?.content).toBe(clean);
    expect((await t.app.inject({ url: '/api/about' })).json().content).toBe(clean);
  });

  it('saves a section, keeps the president to one member and refuses unknown sections', async () => {
    const member = { name: 'Ravi', role: 'Treasurer', description: 'Counts', image: '' };
    const saved = await put('/api/about-sections/committee', {
      title: 'Our Committee',
      members: [member, { ...member, name: 'Asha' }],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      sectionType: 'committee',
      title: 'Our Committee',
      allowMultiple: true,
    });
    const two = await put('/api/about-sections/president', {
      title: 'President',
      members: [member, member],
    });
    expect(two.statusCode).toBe(400);
    expect(two.json()).toMatchObject({ message: 'The President section has one member.' });
    const unknown = await put('/api/about-sections/treasurers', { title: 'x', members: [] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/^sectionType: /);
    const script = await put('/api/about-sections/committee', {
      title: 'x',
      members: [{ ...member, image: 'javascript:alert(1)' }],
    });
    expect(script.statusCode).toBe(400);
    expect(await t.database.db.select().from(aboutSections)).toHaveLength(1);
  });

  it('turns an uploaded picture into a WebP image and answers its URL', async () => {
    const png = await sharp({
      create: { width: 800, height: 800, channels: 3, background: '#E65100' },
    })
      .png()
      .toBuffer();
    const response = await upload('portrait.png', 'image/png', png);
    expect(response.statusCode).toBe(201);
    const { imageUrl } = response.json();
    expect(imageUrl).toMatch(/^\/images\/[0-9a-f-]{36}$/);
    const served = await t.app.inject({ url: `/api${imageUrl}` });
    expect(served.headers['content-type']).toBe('image/webp');
  });

  const notAPicture =
    'This file is not a picture we accept. Please choose a JPEG, PNG, WebP or GIF image.';
  const refusals: Array<[string, () => Promise<[string, string, Buffer]>, number, string]> = [
    [
      'a text file named .png',
      async () => ['notes.png', 'image/png', Buffer.from('just some text, not a picture')],
      415,
      notAPicture,
    ],
    [
      'an SVG with a script',
      async () => [
        'logo.svg',
        'image/svg+xml',
        Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
        ),
      ],
      415,
      notAPicture,
    ],
    [
      'a 20 MB file',
      async () => ['huge.png', 'image/png', Buffer.alloc(20 * 1024 * 1024, 1)],
      413,
      'The image is larger than 5 MB. Please choose a smaller picture.',
    ],
    [
      'a decompression bomb',
      async () => ['bomb.png', 'image/png', await pngClaimingSize(60_000, 60_000)],
      413,
      'This picture has too many pixels. Please choose a smaller one.',
    ],
  ];

  it.each(refusals)(
    'refuses %s cleanly, storing nothing',
    async (_name, make, status, message) => {
      const [fileName, type, data] = await make();
      const response = await upload(fileName, type, data);
      expect(response.statusCode).toBe(status);
      expect(response.json()).toMatchObject({ message });
      expect(await t.database.db.select({ id: images.id }).from(images)).toEqual([]);
    },
    60_000,
  );

  it('refuses an upload that is not multipart, or has no file', async () => {
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/about-sections/upload',
      payload: { image: 'x' },
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(json.statusCode).toBe(415);
  });
});
