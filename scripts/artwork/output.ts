/** Writing pictures: WebP encoding with sharp, and the size report. */
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';

const WEBP = { quality: 70, effort: 6 } as const;

export type PostProcess = (img: sharp.Sharp) => sharp.Sharp;

export async function writeWebp(file: string, svg: string, post?: PostProcess): Promise<void> {
  let img = sharp(Buffer.from(svg));
  if (post) img = post(img);
  await img.webp(WEBP).toFile(file);
}

/** Warm sepia for the founding-years picture, keeping the flat colours. */
export const sepia: PostProcess = (img) =>
  img.recomb([
    [0.334, 0.654, 0.161],
    [0.297, 0.583, 0.143],
    [0.231, 0.454, 0.111],
  ]);

export async function sizeReport(
  dir: string,
): Promise<{ total: number; largest: [string, number] }> {
  let total = 0;
  let largest: [string, number] = ['', 0];
  for (const name of await readdir(dir)) {
    const { size } = await stat(join(dir, name));
    total += size;
    if (size > largest[1]) largest = [name, size];
  }
  return { total, largest };
}
