import { TAU } from '../core/geometry';
import { Pic } from '../core/pic';
import { at } from '../core/random';
import { circle, ellipse, num, rect } from '../core/svg';
import { FESTIVAL_WHITES } from '../motifs/cast';
import { ganesh } from '../motifs/ganesh';
import { pandalFrame } from '../motifs/pandal';
import { person } from '../motifs/person';
import { C, SKINS } from '../palette';
import { CLIP_HEIGHT, CLIP_WIDTH } from './frame';

/** The idol's arrival, carried into the pandal on a palki under falling petals. */
export function installationClip(t: number, w: number, h: number): string {
  const p = new Pic(w, h, 801);
  const { rng } = p;
  const th = t * TAU;
  const out = [rect(0, 0, CLIP_WIDTH, CLIP_HEIGHT, C.indigoNight)];
  out.push(
    pandalFrame(p, { x0: 60, x1: 900, top: 70, stage: 390, bottom: 540, sway: Math.sin(th) * 8 }),
  );
  // the idol arrives on a palki, its poles on the shoulders of four bearers
  const bob = Math.sin(th * 2) * 4;
  const poleY = 418 + bob;
  out.push(
    rect(350, poleY - 26, 260, 22, C.maroon, { rx: 4 }),
    rect(350, poleY - 26, 260, 5, C.marigold),
  );
  for (let k = 0; k < 9; k++) out.push(circle(366 + k * 29, poleY - 14, 3, C.marigold));
  out.push(ganesh(p, 480, poleY - 26, 1.05, { sway: Math.sin(th) * 6 }));
  const bearers: [number, number][] = [
    [300, 0],
    [365, 1],
    [595, 2],
    [660, 3],
  ];
  for (const [bx, i] of bearers) {
    const side = bx < 480 ? -1 : 1;
    out.push(
      person(bx, 560 + (i % 2) * 6, 200, {
        skin: at(SKINS, i + 1),
        ...FESTIVAL_WHITES,
        arms: side < 0 ? [12, 100] : [100, 12],
        bend: side < 0 ? [0, 60] : [60, 0],
        pose: 'walk',
        step: th * 2 + i,
      }),
    );
  }
  out.push(rect(260, poleY - 4, 440, 9, '#B98B4A', { rx: 4 }));
  // petals showered from above
  for (let k = 0; k < 40; k++) {
    const x0 = rng.range(100, 860);
    const speed = rng.int(1, 2);
    const y = ((rng.range(0, 1) + t * speed) % 1) * 600 - 40;
    const x = x0 + Math.sin(th * speed + k) * 14;
    out.push(
      ellipse(x, y, 5, 3, rng.pick([C.marigold, C.orangeSoft, C.pink]), {
        transform: `rotate(${num((th * speed * 57.2958 + k * 40) % 360)} ${num(x)} ${num(y)})`,
      }),
    );
  }
  return p.svg(out, CLIP_WIDTH, CLIP_HEIGHT);
}
