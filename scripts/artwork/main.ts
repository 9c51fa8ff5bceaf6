/**
 * Generates all of the site's original artwork: flat, geometric illustrations drawn as SVG in
 * code, rendered with sharp to WebP into public/art/, the seed portraits into
 * src/server/startup/seed-assets/portraits/, and short looping WebM clips for the Ganesh festival
 * page (these need ffmpeg on the developer's machine; without it the clips are skipped).
 *
 * Run with `npx tsx scripts/artwork/main.ts` (or `npm run artwork`). Optional arguments:
 * name prefixes to render only some files (`banner gc-video-2 portrait`), and `--no-video` to
 * skip encoding the clips. The output is deterministic: every picture draws from its own
 * seeded pseudo-random generator.
 */
import { mkdir } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { aartiClip } from './clips/aarti';
import { decoratingClip } from './clips/decorating';
import { dholClip } from './clips/dhol';
import { encodeClip, hasFfmpeg } from './clips/encode';
import { CLIP_HEIGHT, CLIP_WIDTH, type ClipScene } from './clips/frame';
import { installationClip } from './clips/installation';
import { processionClip } from './clips/procession';
import { type PostProcess, sepia, sizeReport, writeWebp } from './output';
import { portraitBatch } from './portraits/batch';
import { portrait } from './portraits/portrait';
import { SEED_PORTRAITS } from './portraits/seed-portraits';
import { alumniCricket } from './scenes/alumni/cricket';
import { alumniGroupPhoto } from './scenes/alumni/group-photo';
import { alumniMeeting } from './scenes/alumni/meeting';
import { alumniMentoring } from './scenes/alumni/mentoring';
import { alumniScholarship } from './scenes/alumni/scholarship';
import { festivalAarti } from './scenes/festival/aarti';
import { festivalDecorating } from './scenes/festival/decorating';
import { festivalDholTasha } from './scenes/festival/dhol-tasha';
import { festivalIdol } from './scenes/festival/idol';
import { festivalImmersion } from './scenes/festival/immersion';
import { festivalRangoli } from './scenes/festival/rangoli';
import { historyFounding } from './scenes/history-founding';
import { homeCourtyard } from './scenes/home/courtyard';
import { homeCricketDusk } from './scenes/home/cricket-dusk';
import { homeDining } from './scenes/home/dining';
import { homeLibrary } from './scenes/home/library';
import { homePandalExterior } from './scenes/home/pandal-exterior';
import { bannerHostel } from './scenes/landing/banner-hostel';
import { cardAlumni } from './scenes/landing/card-alumni';
import { cardGanesh } from './scenes/landing/card-ganesh';
import { cardSports } from './scenes/landing/card-sports';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const ART_DIR = join(ROOT, 'public/art');
const PORTRAIT_DIR = join(ROOT, 'src/server/startup/seed-assets/portraits');

/** Each picture's file name in public/art/ (without .webp) and how to draw it. */
const PICTURES: [name: string, draw: () => string, post?: PostProcess][] = [
  ['banner-hostel', bannerHostel],
  ['card-sports', cardSports],
  ['card-ganesh', cardGanesh],
  ['card-alumni', cardAlumni],
  ['home-1', homeCourtyard],
  ['home-2', homeLibrary],
  ['home-3', homeCricketDusk],
  ['home-4', homePandalExterior],
  ['home-5', homeDining],
  ['gc-1', festivalIdol],
  ['gc-2', festivalAarti],
  ['gc-3', festivalDecorating],
  ['gc-4', festivalRangoli],
  ['gc-5', festivalDholTasha],
  ['gc-6', festivalImmersion],
  ['ac-1', alumniMeeting],
  ['ac-2', alumniMentoring],
  ['ac-3', alumniGroupPhoto],
  ['ac-4', alumniCricket],
  ['ac-5', alumniScholarship],
  ['history-founding', historyFounding, sepia],
];

/** The festival clips, written as gc-video-1.webm … with a poster each. */
const CLIPS: ClipScene[] = [installationClip, aartiClip, decoratingClip, dholClip, processionClip];

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const noVideo = args.includes('--no-video');
  const only = args.filter((a) => !a.startsWith('--'));
  const wanted = (name: string) => only.length === 0 || only.some((o) => name.startsWith(o));
  await mkdir(ART_DIR, { recursive: true });
  await mkdir(PORTRAIT_DIR, { recursive: true });

  for (const [name, draw, post] of PICTURES) {
    if (wanted(name)) await writeWebp(join(ART_DIR, `${name}.webp`), draw(), post);
  }
  for (const [i, scene] of CLIPS.entries()) {
    const name = `gc-video-${i + 1}`;
    if (!wanted(name)) continue;
    await writeWebp(join(ART_DIR, `${name}-poster.webp`), scene(0.1, CLIP_WIDTH, CLIP_HEIGHT));
    if (noVideo) continue;
    if (hasFfmpeg()) await encodeClip(scene, join(ART_DIR, `${name}.webm`));
    else console.warn(`ffmpeg not found: skipped ${name}.webm`);
  }
  for (const [i, spec] of SEED_PORTRAITS.entries()) {
    const name = `portrait-${String(i + 1).padStart(2, '0')}`;
    if (!wanted(name)) continue;
    await writeWebp(
      join(PORTRAIT_DIR, `${name}.webp`),
      spec === 'batch' ? portraitBatch() : portrait(spec),
    );
  }

  const art = await sizeReport(ART_DIR);
  const portraits = await sizeReport(PORTRAIT_DIR);
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  console.log(`public/art: ${kb(art.total)} (largest ${art.largest[0]}, ${kb(art.largest[1])})`);
  console.log(
    `portraits: ${kb(portraits.total)} (largest ${portraits.largest[0]}, ${kb(portraits.largest[1])})`,
  );
}

await main();
