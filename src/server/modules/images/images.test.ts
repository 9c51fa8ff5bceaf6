import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ACCEPTED_IMAGE_NAMES, IMAGE_UPLOAD_HINT } from '@/domain/image-upload';
import { images } from '@/server/db/schema';
import { createTestApp, type TestApp } from '@/server/test/test-app';
import { ImagesService } from './service';

describe('images', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(() => t.close());

  const png = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: '#283593' } })
      .withMetadata({ exif: { IFD0: { Copyright: 'secret camera owner' } } })
      .png()
      .toBuffer();

  it('stores uploads as WebP, scaled down, without metadata', async () => {
    const stored = await new ImagesService(t).store(await png(3000, 1500));
    expect(stored.url).toBe(`/images/${stored.id}`);
    const [row] = await t.database.db.select().from(images);
    expect(row).toMatchObject({ contentType: 'image/webp', width: 1200, height: 600 });
    const meta = await sharp(row?.data).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
  });

  it('refuses bytes that are not an image with 415', async () => {
    await expect(new ImagesService(t).store(Buffer.from('not a picture'))).rejects.toMatchObject({
      statusCode: 415,
    });
    expect(await t.database.db.select().from(images)).toEqual([]);
  });

  it('takes a picture exactly when the upload hint names its format', async () => {
    // Every format sharp can write, by the name a hint would give it.
    const formats: Array<[string, (image: sharp.Sharp) => sharp.Sharp]> = [
      ['JPEG', (image) => image.jpeg()],
      ['PNG', (image) => image.png()],
      ['WebP', (image) => image.webp()],
      ['GIF', (image) => image.gif()],
      ['TIFF', (image) => image.tiff()],
      ['AVIF', (image) => image.avif()],
    ];
    const named = IMAGE_UPLOAD_HINT.split(/, | or /);
    const service = new ImagesService(t);
    for (const [name, encode] of formats) {
      const picture = await encode(
        sharp({ create: { width: 24, height: 16, channels: 3, background: '#E65100' } }),
      ).toBuffer();
      const answer = await service.store(picture).then(
        () => 'stored',
        (error: { statusCode: number; message: string }) => `${error.statusCode} ${error.message}`,
      );
      expect(answer, name).toBe(
        named.includes(name)
          ? 'stored'
          : `415 This file is not a picture we accept. Please choose a ${ACCEPTED_IMAGE_NAMES} image.`,
      );
    }
    expect(await t.database.db.select({ id: images.id }).from(images)).toHaveLength(4);
  });

  it('serves an image with an ETag and a year of caching, and 304 when unchanged', async () => {
    const { id } = await new ImagesService(t).store(await png(40, 40));
    const response = await t.app.inject({ url: `/api/images/${id}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const etag = String(response.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    expect(response.rawPayload.subarray(8, 12).toString()).toBe('WEBP');

    const again = await t.app.inject({
      url: `/api/images/${id}`,
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('answers a malformed id with 400 and an unknown one with 404', async () => {
    expect(
      (await t.app.inject({ url: '/api/images/../../etc/passwd' })).statusCode,
    ).toBeGreaterThanOrEqual(400);
    const malformed = await t.app.inject({ url: '/api/images/not-a-uuid' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ message: 'id: This is not a valid image id.' });
    const unknown = await t.app.inject({ url: '/api/images/6f1c2b9e-8a4d-4c3e-9b7a-1d2e3f4a5b6c' });
    expect(unknown.statusCode).toBe(404);
  });
});
