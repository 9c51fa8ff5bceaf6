/**
 * Encodes a clip scene into a short looping WebM. The frames are drawn at 640×360 and handed to
 * ffmpeg, which is not an npm dependency: without it on the machine the clips are skipped.
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import type { ClipScene } from './frame';

const FPS = 12;
const SECONDS = 5;

export function hasFfmpeg(): boolean {
  return spawnSync('ffmpeg', ['-version'], { stdio: 'ignore' }).status === 0;
}

export async function encodeClip(scene: ClipScene, file: string): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'artwork-'));
  try {
    const frames = FPS * SECONDS;
    for (let i = 0; i < frames; i++) {
      const png = join(dir, `f${String(i).padStart(3, '0')}.png`);
      await sharp(Buffer.from(scene(i / frames, 640, 360)))
        .png()
        .toFile(png);
    }
    const args = [
      '-y',
      '-loglevel',
      'error',
      '-framerate',
      String(FPS),
      '-i',
      join(dir, 'f%03d.png'),
      '-c:v',
      'libvpx-vp9',
      '-crf',
      '40',
      '-b:v',
      '0',
      '-pix_fmt',
      'yuv420p',
      '-an',
      '-deadline',
      'good',
      '-cpu-used',
      '2',
      '-threads',
      '1',
      '-g',
      String(frames),
      '-map_metadata',
      '-1',
      '-fflags',
      '+bitexact',
      '-flags:v',
      '+bitexact',
      file,
    ];
    const result = spawnSync('ffmpeg', args, { stdio: 'inherit' });
    if (result.status !== 0) throw new Error(`ffmpeg failed for ${file}`);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
