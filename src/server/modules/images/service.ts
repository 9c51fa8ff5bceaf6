import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { AppContext } from '../../context';
import { images } from '../../db/schema';
import { HttpError, notFound } from '../../http/errors';

/** Pictures are shown at most this wide or tall; larger uploads are scaled down. */
export const MAX_IMAGE_SIDE = 1200;
/** Refuses decompression bombs: a small file that would decode into a huge bitmap. */
const MAX_INPUT_PIXELS = 40_000_000;

const TOO_MANY_PIXELS = 'This picture has too many pixels. Please choose a smaller one.';
const NOT_AN_IMAGE =
  'This file is not a picture we accept. Please choose a JPEG, PNG or WebP image.';

/** Raster formats only: an SVG is a document that can carry scripts. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);

export interface StoredImage {
  id: string;
  /** API-relative URL, as pages and About members refer to it. */
  url: string;
}

export const imageUrl = (id: string) => `/images/${id}`;

export class ImagesService {
  constructor(private readonly context: Pick<AppContext, 'database'>) {}

  /**
   * Decodes any image sharp can read, turns it upright, scales it down, and re-encodes it as
   * WebP without metadata (no location or camera data leaves with it).
   */
  async store(input: Buffer): Promise<StoredImage> {
    let metadata: sharp.Metadata;
    try {
      metadata = await sharp(input).metadata();
    } catch (error) {
      if (/pixel limit/i.test((error as Error).message)) throw new HttpError(413, TOO_MANY_PIXELS);
      throw new HttpError(415, NOT_AN_IMAGE);
    }
    if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format))
      throw new HttpError(415, NOT_AN_IMAGE);
    if ((metadata.width ?? 0) * (metadata.height ?? 0) > MAX_INPUT_PIXELS) {
      throw new HttpError(413, TOO_MANY_PIXELS);
    }
    let output: { data: Buffer; info: sharp.OutputInfo };
    try {
      output = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
        .rotate()
        .resize({
          width: MAX_IMAGE_SIDE,
          height: MAX_IMAGE_SIDE,
          fit: 'inside',
          withoutEnlargement: true,
        })
        .webp({ quality: 80 })
        .toBuffer({ resolveWithObject: true });
    } catch {
      throw new HttpError(
        415,
        'This file is not an image we can read. Please choose a JPEG, PNG or WebP picture.',
      );
    }
    const [row] = await this.context.database.db
      .insert(images)
      .values({
        contentType: 'image/webp',
        data: output.data,
        width: output.info.width,
        height: output.info.height,
        etag: `"${createHash('sha256').update(output.data).digest('base64url').slice(0, 27)}"`,
      })
      .returning({ id: images.id });
    if (!row) throw new Error('The image was not stored.');
    return { id: row.id, url: imageUrl(row.id) };
  }

  async get(id: string) {
    const [row] = await this.context.database.db.select().from(images).where(eq(images.id, id));
    if (!row) throw notFound('This image does not exist.');
    return row;
  }
}
