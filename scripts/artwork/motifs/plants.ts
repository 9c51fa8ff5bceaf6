/** Trees and plants: neem trees, distant tree lines, bushes and banana plants. */
import { darken, lighten, mix } from '../core/colour';
import { TAU } from '../core/geometry';
import type { Rng } from '../core/random';
import { circle, d, ellipse, group, num, path, rect, stroke, tf } from '../core/svg';
import { C } from '../palette';

/** A neem tree: a short, branching trunk under a broad canopy of layered round clumps. */
export function neemTree(
  rng: Rng,
  x: number,
  y: number,
  s: number,
  o: { platform?: boolean; tone?: number; trunk?: string } = {},
): string {
  const tone = o.tone ?? 0;
  const dark = mix(C.leafDark, C.indigoNight, tone);
  const mid = mix(C.leaf, C.indigoDeep, tone * 0.8);
  const light = mix(C.leafLight, C.indigoSoft, tone * 0.8);
  const trunk = o.trunk ?? mix(C.woodDark, C.indigoNight, tone);
  const out: string[] = [];
  if (o.platform) {
    out.push(ellipse(0, 4, 120, 22, darken(C.stone, 0.15)));
    out.push(rect(-120, -16, 240, 20, C.stone));
    out.push(ellipse(0, -16, 120, 22, lighten(C.stone, 0.35)));
  }
  out.push(
    path(
      d(
        'M',
        -16,
        0,
        'C',
        -12,
        -60,
        -10,
        -100,
        -6,
        -150,
        'L',
        8,
        -150,
        'C',
        10,
        -100,
        12,
        -60,
        18,
        0,
        'Z',
      ),
      trunk,
    ),
  );
  out.push(stroke(d('M', -4, -95, 'Q', -40, -130, -70, -150), trunk, 9));
  out.push(stroke(d('M', 4, -110, 'Q', 40, -140, 64, -170), trunk, 8));
  out.push(stroke(d('M', 0, -140, 'Q', -6, -170, -10, -190), trunk, 6));
  const blobs: [number, number, number][] = [];
  for (let i = 0; i < 28; i++) {
    const a = rng.range(0, TAU);
    const r = Math.sqrt(rng());
    blobs.push([Math.cos(a) * 135 * r, -182 + Math.sin(a) * 58 * r, rng.range(26, 42)]);
  }
  blobs.sort((m, n) => n[1] - m[1]);
  for (const [bx, by, br] of blobs) out.push(circle(bx, by + 10, br, dark));
  for (const [bx, by, br] of blobs) out.push(circle(bx - 3, by, br * 0.88, mid));
  for (const [bx, by, br] of blobs) {
    if (by < -185)
      out.push(
        ellipse(bx - br * 0.25, by - br * 0.35, br * 0.5, br * 0.34, light, { opacity: 0.6 }),
      );
  }
  // a few visible branch tips inside the canopy
  out.push(stroke(d('M', -70, -150, 'Q', -80, -165, -95, -170), trunk, 4, { opacity: 0.8 }));
  out.push(stroke(d('M', 64, -170, 'Q', 78, -180, 92, -178), trunk, 4, { opacity: 0.8 }));
  return group(out, { transform: tf(x, y, s) });
}

/** A row of distant round trees along a horizon. */
export function treeLine(
  rng: Rng,
  x0: number,
  x1: number,
  y: number,
  h: number,
  color: string,
): string {
  const out: string[] = [];
  let x = x0;
  while (x < x1) {
    const r = rng.range(h * 0.35, h * 0.7);
    out.push(circle(x, y - r * 0.6, r, color));
    x += r * rng.range(0.9, 1.4);
  }
  out.push(rect(x0 - 40, y - h * 0.3, x1 - x0 + 80, h * 0.3 + 2, color));
  return out.join('');
}

export function bush(
  rng: Rng,
  x: number,
  y: number,
  w: number,
  color: string,
  flowers?: string,
): string {
  const out: string[] = [];
  const n = Math.max(3, Math.round(w / 26));
  for (let i = 0; i < n; i++) {
    const bx = x - w / 2 + (w * (i + 0.5)) / n;
    out.push(circle(bx, y - 8, rng.range(w / n / 1.6, w / n / 1.1), color));
  }
  out.push(rect(x - w / 2, y - 10, w, 10, color));
  if (flowers) {
    for (let i = 0; i < n * 3; i++) {
      out.push(
        circle(
          x + rng.range(-w / 2 + 6, w / 2 - 6),
          y - rng.range(6, w / n),
          rng.range(3, 5),
          i % 3 ? flowers : C.marigold,
        ),
      );
    }
  }
  return out.join('');
}

/** A banana plant, tied at pandal entrances for festivals. */
export function bananaPlant(x: number, y: number, s: number, flip = false): string {
  const leaf = (ang: number, len: number, c: string) =>
    group(
      path(
        d(
          'M',
          0,
          0,
          'Q',
          len * 0.5,
          -len * 0.32,
          len,
          -len * 0.06,
          'Q',
          len * 0.55,
          len * 0.08,
          0,
          0,
          'Z',
        ),
        c,
      ),
      {
        transform: `rotate(${num(ang)})`,
      },
    );
  const out = [
    path(d('M', -7, 0, 'L', -4, -130, 'L', 4, -130, 'L', 7, 0, 'Z'), '#7FA34A'),
    group(
      [
        leaf(-150, 100, C.leaf),
        leaf(-110, 110, C.leafLight),
        leaf(-70, 105, C.leaf),
        leaf(-30, 95, C.leafLight),
        leaf(-180, 80, C.grassDark),
        leaf(10, 80, C.grassDark),
      ],
      { transform: 'translate(0 -125)' },
    ),
  ];
  return group(out, { transform: `${tf(x, y, s)}${flip ? ' scale(-1 1)' : ''}` });
}
