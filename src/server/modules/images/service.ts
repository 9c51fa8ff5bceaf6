import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Metadata, OutputInfo } from 'sharp';
import { ACCEPTED_IMAGE_NAMES, ACCEPTED_IMAGE_TYPES } from '@/domain/image-upload';
import type { AppContext } from '@/server/context';
import { images } from '@/server/db/schema';
import type { Database } from '@/server/db/client';
import type { AuditActor } from '@/server/http/access';
import { HttpError, notFound } from '@/server/http/errors';
import { loadSharp } from '@/server/load-sharp';
import { audit } from '../audit/audit';

/** Pictures are shown at most this wide or tall; larger uploads are scaled down. */
export const MAX_IMAGE_SIDE = 1200;
/** Refuses decompression bombs: a small file that would decode into a huge bitmap. */
const MAX_INPUT_PIXELS = 40_000_000;

const TOO_MANY_PIXELS = 'This picture has too many pixels. Please choose a smaller one.';
const NOT_AN_IMAGE = `This file is not a picture we accept. Please choose a ${ACCEPTED_IMAGE_NAMES} image.`;
const UNREADABLE = `This file is not an image we can read. Please choose a ${ACCEPTED_IMAGE_NAMES} picture.`;

/** Raster formats only (an SVG is a document that can carry scripts), as sharp names them. */
const ACCEPTED_FORMATS: ReadonlySet<string> = new Set(
  ACCEPTED_IMAGE_TYPES.map((type) => type.format),
);

export interface StoredImage {
  id: string;
  /** API-relative URL, as pages and About members refer to it. */
  url: string;
}

export const imageUrl = (id: string) => `/images/${id}`;

export class ImagesService {
  constructor(private readonly context: Pick<AppContext, 'database'>) {}

  /** Stores a picture for the server itself (demo content). */
  async store(input: Buffer): Promise<StoredImage> {
    return this.insert(this.context.database.db, await this.encode(input));
  }

  /** Stores a picture an admin uploaded, with its audit entry. */
  async upload(input: Buffer, actor: AuditActor): Promise<StoredImage> {
    const encoded = await this.encode(input);
    return this.context.database.db.transaction(async (tx) => {
      const stored = await this.insert(tx, encoded);
      await audit(tx, actor, 'image.upload', { type: 'image', id: stored.id }, null, {
        url: stored.url,
        width: encoded.info.width,
        height: encoded.info.height,
        bytes: encoded.data.length,
      });
      return stored;
    });
  }

  /**
   * Decodes any image sharp can read, turns it upright, scales it down, and re-encodes it as
   * WebP without metadata (no location or camera data leaves with it).
   */
  private async encode(input: Buffer): Promise<{ data: Buffer; info: OutputInfo }> {
    const sharp = await loadSharp();
    let metadata: Metadata;
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
    let output: { data: Buffer; info: OutputInfo };
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
      throw new HttpError(415, UNREADABLE);
    }
    return output;
  }

  private async insert(
    db: Pick<Database, 'insert'>,
    output: { data: Buffer; info: OutputInfo },
  ): Promise<StoredImage> {
    const [row] = await db
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
