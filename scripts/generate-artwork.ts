/**
 * Generates all of the site's original artwork: flat, geometric illustrations drawn as SVG in
 * code, rendered with sharp to WebP into public/art/, the seed portraits into
 * src/server/db/seed-assets/portraits/, and short looping WebM clips for the Ganesh festival
 * page (these need ffmpeg on the developer's machine; without it the clips are skipped).
 *
 * Run with `npx tsx scripts/generate-artwork.ts` (or `npm run artwork`). Optional arguments:
 * name prefixes to render only some files (`banner gc-video-2 portrait`), and `--no-video` to
 * skip encoding the clips. The output is deterministic: every picture draws from its own
 * seeded pseudo-random generator.
 */
import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const ART_DIR = join(ROOT, 'public/art');
const PORTRAIT_DIR = join(ROOT, 'src/server/db/seed-assets/portraits');

// ---------------------------------------------------------------------------------------------
// Palette
// ---------------------------------------------------------------------------------------------

const C = {
  indigo: '#283593',
  indigoDeep: '#1A237E',
  indigoNight: '#131A4A',
  indigoSoft: '#5C6BC0',
  indigoPale: '#C5CAE9',
  indigoMist: '#E8EAF6',
  saffron: '#E65100',
  orange: '#F57C00',
  orangeSoft: '#FB8C00',
  marigold: '#FFB300',
  marigoldSoft: '#FFCA28',
  marigoldPale: '#FFE082',
  flame: '#FFF3C4',
  offWhite: '#FAFAF7',
  cream: '#F4EBDD',
  ink: '#1F2328',
  skyDeep: '#64B5F6',
  sky: '#A9D2F5',
  skyPale: '#E3F2FD',
  peach: '#FFD3B0',
  grass: '#7CB342',
  grassDark: '#558B2F',
  grassLight: '#9CCC65',
  leaf: '#388E3C',
  leafDark: '#1E5E2A',
  leafLight: '#66BB6A',
  terracotta: '#C8603F',
  terracottaDark: '#9A4530',
  terracottaLight: '#E0896A',
  sand: '#EAD2AC',
  sandDark: '#D4B483',
  stone: '#DCCBB0',
  wood: '#8D6E63',
  woodDark: '#5D4037',
  woodLight: '#A1887F',
  maroon: '#8E2430',
  red: '#C62828',
  pink: '#E91E63',
  teal: '#00897B',
  steel: '#CFD8DC',
  steelDark: '#90A4AE',
  white: '#FFFFFF',
  hairBlack: '#1E1B1A',
  hairBrown: '#3B2A20',
  hairGrey: '#B9B9B9',
  hairWhite: '#E6E6E6',
} as const;

const SKINS = ['#F2C89B', '#E5B07A', '#D39A62', '#B97D4B', '#9C6338', '#7A4A2A'] as const;
const TOPS = [
  C.indigo,
  C.saffron,
  C.marigold,
  C.teal,
  C.maroon,
  C.offWhite,
  C.indigoSoft,
  C.leaf,
  '#8E6CB8',
  '#4FA3D9',
  C.terracotta,
] as const;
const BOTTOMS = ['#37474F', '#3E4A7A', '#5D4037', '#455A64', '#263238', '#E8E2D4'] as const;

interface BuildingPalette {
  wall: string;
  wallSide: string;
  trim: string;
  shade: string;
  opening: string;
}

const TERRACOTTA: BuildingPalette = {
  wall: '#D9825B',
  wallSide: '#C46E4B',
  trim: '#F6E7CF',
  shade: '#A9553A',
  opening: '#5B2E24',
};

// ---------------------------------------------------------------------------------------------
// Small utilities: seeded randomness, colour mixing, safe indexing
// ---------------------------------------------------------------------------------------------

type Pt = [number, number];

interface Rng {
  (): number;
  range(a: number, b: number): number;
  int(a: number, b: number): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
}

/** mulberry32: a tiny, fast, seeded generator; the same seed always gives the same picture. */
function makeRng(seed: number): Rng {
  let s = seed >>> 0;
  const next = (): number => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const rng = next as Rng;
  rng.range = (a, b) => a + (b - a) * next();
  rng.int = (a, b) => Math.floor(a + (b - a + 1) * next());
  rng.pick = (items) => at(items, Math.floor(next() * items.length));
  rng.chance = (p) => next() < p;
  return rng;
}

/** Cyclic, always-defined array access. */
function at<T>(items: readonly T[], i: number): T {
  const value = items[((i % items.length) + items.length) % items.length];
  if (value === undefined) throw new Error('at(): empty list');
  return value;
}

function hexToRgb(hex: string): [number, number, number] {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function mix(a: string, b: string, t: number): string {
  const [r1, g1, b1] = hexToRgb(a);
  const [r2, g2, b2] = hexToRgb(b);
  const c = (x: number, y: number) =>
    Math.round(x + (y - x) * t)
      .toString(16)
      .padStart(2, '0');
  return `#${c(r1, r2)}${c(g1, g2)}${c(b1, b2)}`;
}
const darken = (c: string, t: number) => mix(c, '#000000', t);
const lighten = (c: string, t: number) => mix(c, '#ffffff', t);

const TAU = Math.PI * 2;
const rad = (deg: number) => (deg * Math.PI) / 180;

// ---------------------------------------------------------------------------------------------
// SVG primitives
// ---------------------------------------------------------------------------------------------

type Attrs = Record<string, string | number | undefined>;

const num = (n: number): string => String(Math.round(n * 100) / 100);

function el(tag: string, attrs: Attrs = {}, children?: string): string {
  const a = Object.entries(attrs)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${typeof v === 'number' ? num(v) : v}"`)
    .join('');
  return children === undefined ? `<${tag}${a}/>` : `<${tag}${a}>${children}</${tag}>`;
}

/** Builds path data from commands and numbers: d('M', 0, 0, 'L', 10, 10). */
const d = (...parts: (string | number)[]): string =>
  parts.map((p) => (typeof p === 'number' ? num(p) : p)).join(' ');

const rect = (x: number, y: number, w: number, h: number, fill: string, a: Attrs = {}) =>
  el('rect', { x, y, width: w, height: h, fill, ...a });
const circle = (cx: number, cy: number, r: number, fill: string, a: Attrs = {}) =>
  el('circle', { cx, cy, r, fill, ...a });
const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, a: Attrs = {}) =>
  el('ellipse', { cx, cy, rx, ry, fill, ...a });
const path = (dd: string, fill: string, a: Attrs = {}) => el('path', { d: dd, fill, ...a });
const poly = (pts: Pt[], fill: string, a: Attrs = {}) =>
  el('polygon', { points: pts.map(([x, y]) => `${num(x)},${num(y)}`).join(' '), fill, ...a });
const line = (
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  stroke: string,
  w: number,
  a: Attrs = {},
) => el('line', { x1, y1, x2, y2, stroke, 'stroke-width': w, 'stroke-linecap': 'round', ...a });
const stroke = (dd: string, color: string, w: number, a: Attrs = {}) =>
  path(dd, 'none', {
    stroke: color,
    'stroke-width': w,
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
    ...a,
  });
const group = (children: string | string[], a: Attrs = {}) =>
  el('g', a, Array.isArray(children) ? children.join('') : children);
const tf = (x: number, y: number, s = 1, rot = 0) =>
  `translate(${num(x)} ${num(y)})${rot ? ` rotate(${num(rot)})` : ''}${s !== 1 ? ` scale(${num(s)})` : ''}`;

/** Points along a quadratic curve from a to b whose middle hangs `sag` below (sideways `sway`). */
function curvePoints(a: Pt, b: Pt, sag: number, count: number, sway = 0): Pt[] {
  const q: Pt = [(a[0] + b[0]) / 2 + sway, (a[1] + b[1]) / 2 + sag * 2];
  const pts: Pt[] = [];
  for (let i = 0; i <= count; i++) {
    const t = i / count;
    const u = 1 - t;
    pts.push([
      u * u * a[0] + 2 * u * t * q[0] + t * t * b[0],
      u * u * a[1] + 2 * u * t * q[1] + t * t * b[1],
    ]);
  }
  return pts;
}

type Stop = [offset: number, color: string, opacity?: number];

/** One picture: collects gradient and clip definitions and wraps the body into an SVG. */
class Pic {
  private readonly defs: string[] = [];
  private readonly cache = new Map<string, string>();
  private n = 0;
  readonly rng: Rng;

  constructor(
    readonly w: number,
    readonly h: number,
    seed: number,
  ) {
    this.rng = makeRng(seed);
  }

  private stops(stops: Stop[]): string {
    return stops
      .map(([o, c, op]) =>
        el('stop', {
          offset: o,
          'stop-color': c,
          'stop-opacity': op === undefined ? undefined : op,
        }),
      )
      .join('');
  }

  linear(stops: Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    const id = `l${this.n++}`;
    this.defs.push(el('linearGradient', { id, x1, y1, x2, y2 }, this.stops(stops)));
    return `url(#${id})`;
  }

  radial(stops: Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
    const id = `r${this.n++}`;
    this.defs.push(el('radialGradient', { id, cx, cy, r }, this.stops(stops)));
    return `url(#${id})`;
  }

  /** A soft round glow of the given colour (cached per colour). */
  glow(color: string, strength = 0.6): string {
    const key = `glow${color}${strength}`;
    let url = this.cache.get(key);
    if (!url) {
      url = this.radial([
        [0, color, strength],
        [0.35, color, strength * 0.45],
        [1, color, 0],
      ]);
      this.cache.set(key, url);
    }
    return url;
  }

  clip(shape: string): string {
    const id = `c${this.n++}`;
    this.defs.push(el('clipPath', { id }, shape));
    return `url(#${id})`;
  }

  svg(body: string | string[], viewW = this.w, viewH = this.h): string {
    const content = Array.isArray(body) ? body.join('') : body;
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${this.w}" height="${this.h}" ` +
      `viewBox="0 0 ${viewW} ${viewH}"><defs>${this.defs.join('')}</defs>${content}</svg>`
    );
  }
}

// ---------------------------------------------------------------------------------------------
// Motifs: sky and nature
// ---------------------------------------------------------------------------------------------

function sky(p: Pic, stops: Stop[], height = p.h, width = p.w): string {
  return rect(0, 0, width, height, p.linear(stops));
}

function sun(p: Pic, x: number, y: number, r: number, core: string = C.marigoldSoft): string {
  return [
    circle(x, y, r * 4, p.glow(C.marigold, 0.55)),
    circle(x, y, r * 1.35, lighten(core, 0.4), { opacity: 0.45 }),
    circle(x, y, r, core),
  ].join('');
}

function moon(x: number, y: number, r: number, bg: string): string {
  return circle(x, y, r, C.flame) + circle(x + r * 0.45, y - r * 0.25, r * 0.9, bg);
}

function stars(rng: Rng, w: number, h: number, n: number): string {
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    out.push(
      circle(rng.range(0, w), rng.range(0, h), rng.range(0.8, 2.2), C.offWhite, {
        opacity: rng.range(0.35, 0.9),
      }),
    );
  }
  return out.join('');
}

function cloud(x: number, y: number, s: number, fill: string, opacity = 1): string {
  return group(
    [
      rect(-62, -16, 124, 32, fill, { rx: 16 }),
      circle(-26, -18, 24, fill),
      circle(8, -30, 32, fill),
      circle(40, -14, 20, fill),
    ],
    { transform: tf(x, y, s), opacity },
  );
}

function birds(rng: Rng, x: number, y: number, n: number, spread: number, color: string): string {
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    const bx = x + rng.range(-spread, spread);
    const by = y + rng.range(-spread * 0.35, spread * 0.35);
    const s = rng.range(6, 11);
    out.push(
      stroke(
        d(
          'M',
          bx - s,
          by,
          'Q',
          bx - s / 2,
          by - s * 0.6,
          bx,
          by,
          'Q',
          bx + s / 2,
          by - s * 0.6,
          bx + s,
          by,
        ),
        color,
        2.2,
      ),
    );
  }
  return out.join('');
}

/** A neem tree: a short, branching trunk under a broad canopy of layered round clumps. */
function neemTree(
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
function treeLine(rng: Rng, x0: number, x1: number, y: number, h: number, color: string): string {
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

function bush(rng: Rng, x: number, y: number, w: number, color: string, flowers?: string): string {
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
function bananaPlant(x: number, y: number, s: number, flip = false): string {
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

// ---------------------------------------------------------------------------------------------
// Motifs: the hostel building
// ---------------------------------------------------------------------------------------------

/** An arch-topped opening, bottom edge at yBottom. */
function arch(
  x: number,
  yBottom: number,
  w: number,
  h: number,
  fill: string,
  a: Attrs = {},
): string {
  const r = w / 2;
  const yTop = yBottom - h + r;
  return path(
    d('M', x, yBottom, 'V', yTop, 'A', r, r, 0, 0, 1, x + w, yTop, 'V', yBottom, 'Z'),
    fill,
    a,
  );
}

interface FacadeOpts extends BuildingPalette {
  storeys: number;
  bays: number;
  /** Share of openings with warm light inside (dusk and night). */
  lit?: number;
  rng?: Rng;
}

/**
 * A hostel facade drawn from its bottom-left corner (0, 0) upward: arcaded verandas on every
 * storey, cornice bands, a plinth and a crenellated parapet.
 */
function facade(w: number, h: number, o: FacadeOpts): string {
  const out: string[] = [];
  const plinth = h * 0.07;
  const parapet = h * 0.1;
  const sh = (h - plinth - parapet) / o.storeys;
  const bw = w / o.bays;
  out.push(rect(0, -h, w, h, o.wall));
  out.push(rect(0, -plinth, w, plinth, o.shade));
  for (let s = 0; s < o.storeys; s++) {
    const floor = -plinth - s * sh;
    if (s > 0) out.push(rect(-3, floor - sh * 0.07, w + 6, sh * 0.07, o.trim));
    for (let b = 0; b < o.bays; b++) {
      const cx = bw * (b + 0.5);
      const ow = bw * 0.62;
      const bottom = s === 0 ? floor : floor - sh * 0.1;
      const oh = s === 0 ? sh * 0.84 : sh * 0.72;
      const lit = o.lit && o.rng ? o.rng.chance(o.lit) : false;
      out.push(arch(cx - ow / 2 - bw * 0.06, bottom, ow + bw * 0.12, oh + bw * 0.06, o.trim));
      out.push(arch(cx - ow / 2, bottom, ow, oh, lit ? C.marigoldSoft : o.opening));
      if (lit)
        out.push(
          arch(cx - ow / 2, bottom, ow, oh, C.marigold, {
            opacity: 0.5,
            transform: `translate(0 ${num(oh * 0.35)})`,
          }),
        );
      if (s > 0) {
        // veranda railing
        const ry = bottom - oh * 0.3;
        out.push(rect(cx - ow / 2, ry, ow, oh * 0.045, o.trim));
        for (let k = 1; k < 5; k++) {
          const bx = cx - ow / 2 + (ow * k) / 5;
          out.push(rect(bx - ow * 0.018, ry, ow * 0.036, oh * 0.3, o.trim));
        }
      } else {
        // a glimpse of the back wall and a door inside the ground-floor arcade
        out.push(
          rect(
            cx - ow * 0.18,
            bottom - oh * 0.5,
            ow * 0.36,
            oh * 0.5,
            lit ? C.marigold : darken(o.opening, 0.25),
          ),
        );
      }
    }
  }
  // parapet: a band with little merlons and a cornice shadow
  out.push(rect(-4, -h + parapet * 0.45, w + 8, parapet * 0.55, o.trim));
  out.push(rect(-4, -h + parapet, w + 8, parapet * 0.12, o.shade, { opacity: 0.6 }));
  const merlons = Math.max(4, Math.round(w / (bw * 0.5)));
  for (let i = 0; i <= merlons; i++) {
    const mx = -4 + ((w + 8) * i) / merlons;
    out.push(rect(mx - bw * 0.07, -h, bw * 0.14, parapet * 0.5, o.trim));
  }
  return out.join('');
}

/** An onion dome on a small open pavilion (chhatri), base centre at (0, 0). */
function chhatri(w: number, color: string, trim: string, dome: string, flag?: string): string {
  const out: string[] = [];
  const h = w * 0.6;
  out.push(rect(-w / 2, -h * 0.12, w, h * 0.12, trim));
  out.push(rect(-w / 2 + w * 0.06, -h, w * 0.1, h, color));
  out.push(rect(w / 2 - w * 0.16, -h, w * 0.1, h, color));
  out.push(rect(-w * 0.1, -h, w * 0.2, h * 0.88, color));
  out.push(rect(-w * 0.6, -h - h * 0.15, w * 1.2, h * 0.15, trim));
  const r = w * 0.5;
  const by = -h - h * 0.15;
  out.push(
    path(
      d(
        'M',
        -r,
        by,
        'C',
        -r,
        by - r * 0.95,
        -r * 0.15,
        by - r * 1.05,
        0,
        by - r * 1.55,
        'C',
        r * 0.15,
        by - r * 1.05,
        r,
        by - r * 0.95,
        r,
        by,
        'Z',
      ),
      dome,
    ),
  );
  out.push(circle(0, by - r * 1.6, r * 0.1, C.marigold));
  if (flag) {
    const top = by - r * 1.6 - w * 0.5;
    out.push(line(0, by - r * 1.55, 0, top, C.woodDark, Math.max(1.5, w * 0.03)));
    out.push(
      path(
        d(
          'M',
          0,
          top,
          'Q',
          w * 0.25,
          top + w * 0.07,
          w * 0.4,
          top + w * 0.15,
          'Q',
          w * 0.22,
          top + w * 0.19,
          0,
          top + w * 0.27,
          'Z',
        ),
        flag,
      ),
    );
  }
  return out.join('');
}

/** A string of marigold beads hanging between two points, with optional hanging ends. */
function garland(
  a: Pt,
  b: Pt,
  sag: number,
  r: number,
  o: { colors?: string[]; sway?: number; tails?: number } = {},
): string {
  const colors = o.colors ?? [C.marigold, C.orangeSoft];
  const len = Math.hypot(b[0] - a[0], b[1] - a[1]) + Math.abs(sag) * 1.3;
  const count = Math.max(2, Math.round(len / (r * 1.45)));
  const pts = curvePoints(a, b, sag, count, o.sway ?? 0);
  const out: string[] = [];
  pts.forEach(([x, y], i) => {
    const c = at(colors, Math.floor(i / 4));
    out.push(circle(x, y, r, c));
    out.push(circle(x - r * 0.25, y - r * 0.25, r * 0.4, lighten(c, 0.35), { opacity: 0.7 }));
  });
  if (o.tails) {
    out.push(strand(a[0], a[1], o.tails, r, colors, o.sway ?? 0));
    out.push(strand(b[0], b[1], o.tails, r, colors, o.sway ?? 0));
  }
  return out.join('');
}

/** A hanging strand of marigolds ending in a mango leaf and a bud. */
function strand(x: number, y: number, len: number, r: number, colors: string[], sway = 0): string {
  const out: string[] = [];
  const n = Math.max(2, Math.round(len / (r * 1.45)));
  let lx = x;
  let ly = y;
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    lx = x + sway * 0.3 * t * t;
    ly = y + len * t;
    const c = at(colors, Math.floor(i / 3));
    out.push(circle(lx, ly, r, c));
    out.push(circle(lx - r * 0.25, ly - r * 0.25, r * 0.4, lighten(c, 0.35), { opacity: 0.7 }));
  }
  out.push(
    path(
      d(
        'M',
        lx,
        ly + r,
        'Q',
        lx + r * 1.2,
        ly + r * 3,
        lx,
        ly + r * 5,
        'Q',
        lx - r * 1.2,
        ly + r * 3,
        lx,
        ly + r,
        'Z',
      ),
      C.leaf,
    ),
  );
  return out.join('');
}

/** A toran: a string of mango leaves and marigolds along a doorway's top. */
function toran(x0: number, x1: number, y: number, size: number): string {
  const out: string[] = [line(x0, y, x1, y, C.woodDark, Math.max(1, size * 0.12))];
  const n = Math.max(3, Math.round((x1 - x0) / (size * 0.9)));
  for (let i = 0; i <= n; i++) {
    const x = x0 + ((x1 - x0) * i) / n;
    if (i % 2 === 0) {
      out.push(
        path(
          d(
            'M',
            x,
            y,
            'Q',
            x + size * 0.45,
            y + size * 0.9,
            x,
            y + size * 1.8,
            'Q',
            x - size * 0.45,
            y + size * 0.9,
            x,
            y,
            'Z',
          ),
          i % 4 ? C.leaf : C.leafLight,
        ),
      );
    } else {
      out.push(circle(x, y + size * 0.35, size * 0.32, i % 4 === 1 ? C.marigold : C.orangeSoft));
    }
  }
  return out.join('');
}

/** Small triangular flags along a sagging string. */
function bunting(a: Pt, b: Pt, sag: number, size: number, colors: string[], sway = 0): string {
  const n = Math.max(2, Math.round(Math.hypot(b[0] - a[0], b[1] - a[1]) / (size * 1.5)));
  const pts = curvePoints(a, b, sag, n, sway);
  const out: string[] = [
    stroke(d('M', ...pts.flatMap(([x, y], i) => (i ? ['L', x, y] : [x, y]))), C.woodDark, 1.2),
  ];
  pts.slice(0, -1).forEach(([x, y], i) => {
    const [nx, ny] = at(pts, i + 1);
    const mx = (x + nx) / 2;
    const my = (y + ny) / 2;
    out.push(
      poly(
        [
          [x + (nx - x) * 0.1, y + (ny - y) * 0.1],
          [x + (nx - x) * 0.9, y + (ny - y) * 0.9],
          [mx + sway * 0.02, my + size],
        ],
        at(colors, i),
      ),
    );
  });
  return out.join('');
}

interface TowerOpts {
  palette: BuildingPalette;
  garlands?: boolean;
  flag?: string;
  clock?: boolean;
  sway?: number;
}

/** The central gate tower: a tall arched gate, a clock, a chhatri on top and marigold swags. */
function gateTower(cx: number, baseY: number, w: number, h: number, o: TowerOpts): string {
  const pal = o.palette;
  const out: string[] = [];
  const x0 = cx - w / 2;
  out.push(rect(x0, baseY - h, w, h, pal.wall));
  out.push(rect(x0, baseY - h, w * 0.09, h, pal.wallSide));
  out.push(rect(x0 + w * 0.91, baseY - h, w * 0.09, h, pal.wallSide));
  out.push(rect(x0 - 6, baseY - h * 0.05, w + 12, h * 0.05, pal.shade));
  // gate
  const gw = w * 0.5;
  const gh = h * 0.48;
  out.push(arch(cx - gw / 2 - w * 0.05, baseY, gw + w * 0.1, gh + w * 0.05, pal.trim));
  out.push(arch(cx - gw / 2, baseY, gw, gh, pal.opening));
  // open wooden doors with studs
  const dw = gw * 0.22;
  for (const side of [-1, 1]) {
    const dx = side < 0 ? cx - gw / 2 : cx + gw / 2 - dw;
    out.push(rect(dx, baseY - gh * 0.7, dw, gh * 0.7, C.wood));
    for (let k = 0; k < 4; k++)
      out.push(
        circle(
          dx + dw / 2,
          baseY - gh * 0.6 + k * gh * 0.14,
          Math.max(1.2, dw * 0.08),
          C.marigoldPale,
        ),
      );
  }
  // a glimpse of the courtyard through the gate
  out.push(
    rect(cx - gw * 0.28, baseY - gh * 0.45, gw * 0.56, gh * 0.45, mix(C.sand, pal.opening, 0.35)),
  );
  // cornices
  out.push(rect(x0 - 8, baseY - h * 0.62, w + 16, h * 0.035, pal.trim));
  out.push(rect(x0 - 10, baseY - h, w + 20, h * 0.06, pal.trim));
  // upper window or clock
  const uy = baseY - h * 0.8;
  if (o.clock) {
    out.push(circle(cx, uy, w * 0.17, pal.trim));
    out.push(circle(cx, uy, w * 0.14, C.offWhite));
    for (let k = 0; k < 12; k++) {
      const a = (k / 12) * TAU;
      out.push(
        circle(cx + Math.cos(a) * w * 0.115, uy + Math.sin(a) * w * 0.115, w * 0.008, C.indigo),
      );
    }
    out.push(line(cx, uy, cx, uy - w * 0.1, C.indigo, w * 0.018));
    out.push(line(cx, uy, cx + w * 0.07, uy + w * 0.02, C.indigo, w * 0.018));
  } else {
    out.push(arch(cx - w * 0.12, uy + w * 0.12, w * 0.24, w * 0.3, pal.opening));
  }
  out.push(
    group(chhatri(w * 0.46, pal.wall, pal.trim, pal.wallSide, o.flag), {
      transform: `translate(${num(cx)} ${num(baseY - h)})`,
    }),
  );
  if (o.garlands) {
    const gy = baseY - gh - w * 0.08;
    const gx0 = cx - gw / 2 - w * 0.06;
    const gx1 = cx + gw / 2 + w * 0.06;
    const r = Math.max(3, w * 0.026);
    out.push(toran(gx0, gx1, gy - w * 0.06, w * 0.07));
    const third = (gx1 - gx0) / 3;
    for (let k = 0; k < 3; k++) {
      out.push(
        garland([gx0 + third * k, gy], [gx0 + third * (k + 1), gy], w * 0.09, r, {
          sway: o.sway ?? 0,
        }),
      );
    }
    out.push(strand(gx0, gy, gh * 0.6, r, [C.marigold, C.orangeSoft], o.sway ?? 0));
    out.push(strand(gx1, gy, gh * 0.6, r, [C.marigold, C.orangeSoft], o.sway ?? 0));
  }
  return out.join('');
}

interface CourtyardOpts {
  x0: number;
  x1: number;
  baseY: number;
  h: number;
  storeys: number;
  bays: number;
  palette?: BuildingPalette;
  wing?: { dx: number; dy: number; len: number; bays: number };
  tower?: { w: number; h: number };
  garlands?: boolean;
  flag?: string;
  lit?: number;
  rng?: Rng;
}

/**
 * The hostel as seen from inside its courtyard: a main block with the gate tower at the back
 * and two wings coming forward on either side (drawn in oblique projection).
 */
function hostelCourtyard(o: CourtyardOpts): string {
  const pal = o.palette ?? TERRACOTTA;
  const out: string[] = [];
  const fo = { ...pal, storeys: o.storeys, bays: o.bays, lit: o.lit, rng: o.rng };
  out.push(
    group(facade(o.x1 - o.x0, o.h, fo), { transform: `translate(${num(o.x0)} ${num(o.baseY)})` }),
  );
  if (o.tower) {
    out.push(
      gateTower((o.x0 + o.x1) / 2, o.baseY, o.tower.w, o.tower.h, {
        palette: pal,
        garlands: o.garlands,
        flag: o.flag,
        clock: true,
      }),
    );
  }
  if (o.wing) {
    const { dx, dy, len, bays } = o.wing;
    const side = { ...fo, bays, wall: pal.wallSide, opening: darken(pal.opening, 0.1) };
    const wingH = o.h;
    // left wing: runs from the main block's left end toward the viewer
    out.push(
      group(facade(len, wingH, side), {
        transform: `matrix(${num(dx / len)} ${num(-dy / len)} 0 1 ${num(o.x0 - dx)} ${num(o.baseY + dy)})`,
      }),
    );
    out.push(
      group(facade(len, wingH, side), {
        transform: `matrix(${num(-dx / len)} ${num(-dy / len)} 0 1 ${num(o.x1 + dx)} ${num(o.baseY + dy)})`,
      }),
    );
    // the wings' end walls, facing the viewer
    const endW = dx * 0.9;
    const end = { ...fo, bays: 2, storeys: o.storeys };
    out.push(
      group(facade(endW, wingH, end), {
        transform: `translate(${num(o.x0 - dx - endW)} ${num(o.baseY + dy)})`,
      }),
    );
    out.push(
      group(facade(endW, wingH, end), {
        transform: `translate(${num(o.x1 + dx)} ${num(o.baseY + dy)})`,
      }),
    );
  }
  return out.join('');
}

// ---------------------------------------------------------------------------------------------
// Motifs: people
// ---------------------------------------------------------------------------------------------

type HairStyle = 'short' | 'long' | 'bun' | 'bald' | 'pheta' | 'topi' | 'helmet' | 'cap' | 'none';

interface PersonOpts {
  skin: string;
  top: string;
  bottom?: string;
  hair?: string;
  hairStyle?: HairStyle;
  dress?: 'shirt' | 'kurta' | 'saree' | 'dhoti';
  /** Arm angles in degrees from hanging straight down, outward positive: [left, right]. */
  arms?: [number, number];
  /** Elbow bends in degrees, added to each forearm's angle (negative bends across the body). */
  bend?: [number, number];
  pose?: 'stand' | 'walk' | 'sit';
  /** Walking phase in radians. */
  step?: number;
  back?: boolean;
  sleeves?: 'long' | 'short';
  folded?: boolean;
  dupatta?: string;
  border?: string;
  pads?: boolean;
  /** Extra drawing in the person's own coordinates, given both hands' positions. */
  extra?: (hands: { l: Pt; r: Pt }) => string;
}

/**
 * A simple rounded person, feet at (x, y), `h` pixels tall. Drawn in a 100-unit-tall frame:
 * head at the top, shoulders at -76, hips at -44.
 */
function person(x: number, y: number, h: number, o: PersonOpts): string {
  const out: string[] = [];
  const hair = o.hair ?? C.hairBlack;
  const style = o.hairStyle ?? 'short';
  const bottom = o.bottom ?? '#37474F';
  const dress = o.dress ?? 'shirt';
  const sit = o.pose === 'sit';
  const lift = sit ? 20 : 0; // a seated body sits lower
  const step = o.pose === 'walk' ? Math.sin(o.step ?? 0) : 0;
  const shoe = darken(bottom, 0.45);

  // legs
  if (sit) {
    out.push(rect(-14, -32, 28, 12, bottom, { rx: 6 }));
    out.push(line(-7, -24, -8, -3, bottom, 9));
    out.push(line(7, -24, 8, -3, bottom, 9));
  } else if (dress !== 'saree' && dress !== 'dhoti') {
    out.push(line(-5, -44, -7 - step * 8, -3, o.pads ? C.offWhite : bottom, o.pads ? 11 : 9));
    out.push(line(5, -44, 7 + step * 8, -3, o.pads ? C.offWhite : bottom, o.pads ? 11 : 9));
  } else if (dress === 'dhoti') {
    out.push(path(d('M', -13, -46, 'L', -15, -14, 'L', 15, -14, 'L', 13, -46, 'Z'), C.offWhite));
    out.push(line(-5, -16, -6 - step * 6, -3, o.skin, 6));
    out.push(line(5, -16, 6 + step * 6, -3, o.skin, 6));
  }
  out.push(ellipse(-8 - (sit ? 0 : step * 8), -2, 6, 3.2, shoe));
  out.push(ellipse(8 + (sit ? 0 : step * 8), -2, 6, 3.2, shoe));
  if (dress === 'saree') {
    const hemY = sit ? -6 : -4;
    out.push(
      path(d('M', -12, -46 + lift, 'L', -17, hemY, 'L', 17, hemY, 'L', 12, -46 + lift, 'Z'), o.top),
    );
    out.push(rect(-17, hemY - 5, 34, 5, o.border ?? C.marigold));
  }

  const up = (yy: number) => yy + lift;
  const sl: Pt = [-12, up(-73)];
  const sr: Pt = [12, up(-73)];
  const [al, ar] = o.arms ?? [8, 8];
  const [bl, br] = o.bend ?? [0, 0];
  const dir = (deg: number, side: number, len: number): Pt => [
    side * Math.sin(rad(deg)) * len,
    Math.cos(rad(deg)) * len,
  ];
  const joint = (s: Pt, deg: number, side: number): Pt => {
    const [dx, dy] = dir(deg, side, 15);
    return [s[0] + dx, s[1] + dy];
  };
  let elbowL: Pt = joint(sl, al, -1);
  let elbowR: Pt = joint(sr, ar, 1);
  let hl: Pt = joint(elbowL, al + bl, -1);
  let hr: Pt = joint(elbowR, ar + br, 1);
  if (o.folded) {
    elbowL = [-14, up(-55)];
    elbowR = [14, up(-55)];
    hl = [-1.5, up(-64)];
    hr = [1.5, up(-64)];
  }
  const armColor = o.sleeves === 'short' ? o.skin : o.top;
  const drawArm = (s: Pt, elbow: Pt, hnd: Pt) => {
    out.push(stroke(d('M', s[0], s[1], 'L', elbow[0], elbow[1], 'L', hnd[0], hnd[1]), armColor, 7));
    if (o.sleeves === 'short') {
      out.push(
        line(s[0], s[1], s[0] + (elbow[0] - s[0]) * 0.6, s[1] + (elbow[1] - s[1]) * 0.6, o.top, 8),
      );
    }
  };
  // arms go behind the torso (and, seen from behind, so do the hands)
  drawArm(sl, elbowL, hl);
  drawArm(sr, elbowR, hr);
  if (o.back) out.push(circle(hl[0], hl[1], 3.8, o.skin), circle(hr[0], hr[1], 3.8, o.skin));

  // torso
  const hem = dress === 'kurta' ? up(-28) : up(-44);
  const flare = dress === 'kurta' ? 15 : 13;
  out.push(
    path(
      d(
        'M',
        -flare,
        hem,
        'L',
        -14,
        up(-70),
        'Q',
        -14,
        up(-77),
        -7,
        up(-77),
        'L',
        7,
        up(-77),
        'Q',
        14,
        up(-77),
        14,
        up(-70),
        'L',
        flare,
        hem,
        'Z',
      ),
      o.top,
    ),
  );
  if (dress === 'shirt' && !o.back)
    out.push(path(d('M', -4, up(-77), 'L', 0, up(-70), 'L', 4, up(-77), 'Z'), darken(o.top, 0.2)));
  if (dress === 'kurta' && !o.back)
    out.push(line(0, up(-75), 0, up(-58), darken(o.top, 0.18), 1.6));
  if (o.dupatta) {
    out.push(
      path(
        d(
          'M',
          -14,
          up(-74),
          'Q',
          0,
          up(-60),
          14,
          up(-44),
          'L',
          10,
          up(-40),
          'Q',
          -4,
          up(-56),
          -14,
          up(-66),
          'Z',
        ),
        o.dupatta,
      ),
    );
  }
  if (dress === 'saree') {
    out.push(
      path(
        d(
          'M',
          -12,
          up(-46),
          'Q',
          0,
          up(-62),
          12,
          up(-77),
          'L',
          14,
          up(-68),
          'Q',
          4,
          up(-54),
          -6,
          up(-44),
          'Z',
        ),
        o.border ?? C.marigold,
        { opacity: 0.9 },
      ),
    );
  }
  // hands (seen from behind, hands in front of the body are hidden)
  if (!o.back) {
    out.push(circle(hl[0], hl[1], 3.8, o.skin));
    out.push(circle(hr[0], hr[1], 3.8, o.skin));
    if (o.folded) out.push(ellipse(0, up(-66), 2.6, 5, o.skin));
  }

  // head
  out.push(rect(-3, up(-82), 6, 7, darken(o.skin, 0.1)));
  const hy = up(-89);
  if (style === 'long' && !o.back) {
    // hair falling over both shoulders, beside the neck
    out.push(
      rect(-11.5, hy - 4, 6, 22, hair, { rx: 3 }),
      rect(5.5, hy - 4, 6, 22, hair, { rx: 3 }),
    );
  }
  if (style === 'bun' && !o.back) out.push(circle(6, hy - 8, 4.6, hair));
  out.push(ellipse(-9, hy + 1, 2, 3, darken(o.skin, 0.08)));
  out.push(ellipse(9, hy + 1, 2, 3, darken(o.skin, 0.08)));
  out.push(circle(0, hy, 9, o.skin));
  if (o.back) {
    if (style !== 'bald') out.push(circle(0, hy - 0.5, 9.4, hair));
    if (style === 'long') out.push(rect(-8, hy, 16, 22, hair, { rx: 6 }));
    if (style === 'bun') out.push(circle(0, hy + 3, 4.6, darken(hair, 0.25)));
    else out.push(path(d('M', -9, hy - 1, 'A', 9, 9, 0, 0, 0, 9, hy - 1, 'Z'), hair));
  } else if (style === 'short' || style === 'long' || style === 'bun') {
    out.push(
      path(
        d(
          'M',
          -9.6,
          hy + 1,
          'C',
          -11,
          hy - 13,
          11,
          hy - 13,
          9.6,
          hy + 1,
          'C',
          7,
          hy - 5,
          -4,
          hy - 7,
          -9.6,
          hy + 1,
          'Z',
        ),
        hair,
      ),
    );
  } else if (style === 'bald') {
    out.push(ellipse(-8.6, hy - 0.5, 2.4, 4, hair));
    out.push(ellipse(8.6, hy - 0.5, 2.4, 4, hair));
  }
  if (style === 'pheta') {
    out.push(
      path(
        d(
          'M',
          -10.5,
          hy - 1,
          'C',
          -12,
          hy - 15,
          12,
          hy - 15,
          10.5,
          hy - 1,
          'Q',
          0,
          hy - 5,
          -10.5,
          hy - 1,
          'Z',
        ),
        C.saffron,
      ),
    );
    out.push(
      path(d('M', -7, hy - 8, 'Q', 0, hy - 11, 8, hy - 5), 'none', {
        stroke: C.marigold,
        'stroke-width': 1.8,
      }),
    );
    out.push(
      path(
        d(
          'M',
          8,
          hy - 4,
          'Q',
          14,
          hy + 4,
          12,
          hy + 16,
          'L',
          9,
          hy + 14,
          'Q',
          10,
          hy + 4,
          6,
          hy - 2,
          'Z',
        ),
        C.orange,
      ),
    );
  } else if (style === 'topi') {
    out.push(
      path(
        d('M', -9, hy - 4, 'L', -7.5, hy - 12, 'L', 7.5, hy - 12, 'L', 9, hy - 4, 'Z'),
        C.offWhite,
      ),
    );
  } else if (style === 'helmet') {
    out.push(
      path(d('M', -10.5, hy + 1, 'C', -12, hy - 15, 12, hy - 15, 10.5, hy + 1, 'Z'), C.indigoDeep),
    );
    if (!o.back)
      for (let k = 0; k < 3; k++)
        out.push(line(-7, hy + 2 + k * 3, 7, hy + 2 + k * 3, C.steelDark, 1));
  } else if (style === 'cap') {
    out.push(
      path(
        d('M', -9.8, hy - 1, 'C', -11, hy - 13, 11, hy - 13, 9.8, hy - 1, 'Z'),
        o.top === C.offWhite ? C.indigo : o.top,
      ),
    );
    out.push(
      ellipse(
        o.back ? -6 : 6,
        hy - 1.5,
        7,
        2,
        o.top === C.offWhite ? C.indigo : darken(o.top, 0.2),
      ),
    );
  }
  if (o.extra) out.push(o.extra({ l: hl, r: hr }));
  return group(out, { transform: tf(x, y, h / 100) });
}

/** Random but harmonious clothes and looks for crowds. */
function randomLook(rng: Rng, over: Partial<PersonOpts> = {}): PersonOpts {
  const woman = rng.chance(0.45);
  const elder = rng.chance(0.15);
  const look: PersonOpts = {
    skin: rng.pick(SKINS),
    top: rng.pick(TOPS),
    bottom: rng.pick(BOTTOMS),
    hair: elder
      ? rng.pick([C.hairGrey, C.hairWhite])
      : rng.pick([C.hairBlack, C.hairBlack, C.hairBrown]),
    hairStyle: woman
      ? elder
        ? 'bun'
        : rng.pick(['long', 'bun'] as const)
      : elder && rng.chance(0.5)
        ? 'bald'
        : 'short',
    dress: woman
      ? rng.pick(['saree', 'kurta'] as const)
      : rng.pick(['shirt', 'shirt', 'kurta'] as const),
    sleeves: rng.chance(0.4) ? 'short' : 'long',
    border: rng.pick([C.marigold, C.saffron, C.indigo, C.teal]),
  };
  if (woman && look.dress === 'kurta' && rng.chance(0.6))
    look.dupatta = rng.pick([C.marigold, C.saffron, C.pink, C.indigoSoft]);
  return { ...look, ...over };
}

/** A row of people, evenly spread with a little jitter, sized by depth. */
function crowd(
  rng: Rng,
  x0: number,
  x1: number,
  y: number,
  h: number,
  n: number,
  over: Partial<PersonOpts> = {},
  jitter = 0.3,
): string {
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    const x = x0 + ((x1 - x0) * (i + 0.5 + rng.range(-jitter, jitter))) / n;
    out.push(
      person(
        x,
        y + rng.range(-h * 0.04, h * 0.04),
        h * rng.range(0.9, 1.06),
        randomLook(rng, over),
      ),
    );
  }
  return out.join('');
}

// ---------------------------------------------------------------------------------------------
// Motifs: festival
// ---------------------------------------------------------------------------------------------

/** A clay oil lamp (diya) with its flame; `flicker` in -1…1 stretches and leans the flame. */
function diya(p: Pic, x: number, y: number, s: number, flicker = 0, glow = true): string {
  const out: string[] = [];
  if (glow) out.push(circle(0, -14, 46 + flicker * 3, p.glow(C.marigold, 0.55)));
  out.push(
    path(
      d(
        'M',
        -24,
        -6,
        'Q',
        -22,
        12,
        0,
        12,
        'Q',
        18,
        12,
        24,
        -2,
        'L',
        32,
        -9,
        'Q',
        20,
        -10,
        18,
        -6,
        'Z',
      ),
      C.terracotta,
    ),
  );
  out.push(ellipse(-2, -6, 22, 5, C.terracottaDark));
  out.push(ellipse(-2, -6, 17, 3, '#6B3A1E'));
  for (let k = -2; k <= 2; k++) out.push(circle(k * 7 - 2, 4, 1.6, C.marigoldPale));
  const fh = 1 + flicker * 0.18;
  const lean = flicker * 3;
  out.push(
    group(
      [
        path(
          d('M', 0, 0, 'C', -8, -5, -6, -18, lean, -30, 'C', 6, -18, 8, -5, 0, 0, 'Z'),
          C.marigold,
        ),
        path(
          d('M', 0, -1, 'C', -4, -4, -3, -12, lean * 0.7, -19, 'C', 3, -12, 4, -4, 0, -1, 'Z'),
          C.flame,
        ),
      ],
      { transform: `translate(26 -9) scale(1 ${num(fh)})` },
    ),
  );
  return group(out, { transform: tf(x, y, s) });
}

/** A tall brass lamp (samai) with several flames. */
function samai(p: Pic, x: number, y: number, s: number, flicker = 0): string {
  const brass = '#D9A430';
  const out = [
    ellipse(0, -4, 30, 8, darken(brass, 0.2)),
    path(d('M', -26, -4, 'Q', 0, -24, 26, -4, 'Z'), brass),
    rect(-4, -120, 8, 110, brass),
    circle(0, -60, 9, lighten(brass, 0.2)),
    circle(0, -95, 7, lighten(brass, 0.2)),
    path(d('M', -34, -122, 'Q', 0, -104, 34, -122, 'Z'), brass),
    path(d('M', 0, -150, 'Q', 10, -135, 0, -122, 'Q', -10, -135, 0, -150, 'Z'), darken(brass, 0.1)),
  ];
  for (const fx of [-28, -14, 14, 28]) {
    const fl = Math.sin(fx + flicker * 3);
    out.push(circle(fx, -134, 22, p.glow(C.marigold, 0.5)));
    out.push(
      path(
        d(
          'M',
          fx,
          -122,
          'C',
          fx - 5,
          -126,
          fx - 4,
          -134,
          fx + fl,
          -143 - fl * 2,
          'C',
          fx + 4,
          -134,
          fx + 5,
          -126,
          fx,
          -122,
          'Z',
        ),
        C.marigold,
      ),
    );
    out.push(ellipse(fx, -127, 1.8, 3.5, C.flame));
  }
  return group(out, { transform: tf(x, y, s) });
}

/** A radial rangoli of petals and dots, centre (0,0), radius about 100 before scaling. */
function rangoli(x: number, y: number, s: number, squash = 1, turn = 0): string {
  const out: string[] = [];
  const petal = (r0: number, len: number, wdt: number, n: number, color: string, off = 0) => {
    for (let i = 0; i < n; i++) {
      const a = (i / n) * 360 + off + turn;
      out.push(
        group(
          path(
            d(
              'M',
              0,
              -r0,
              'Q',
              wdt,
              -r0 - len * 0.5,
              0,
              -r0 - len,
              'Q',
              -wdt,
              -r0 - len * 0.5,
              0,
              -r0,
              'Z',
            ),
            color,
          ),
          {
            transform: `rotate(${num(a)})`,
          },
        ),
      );
    }
  };
  const dots = (r: number, n: number, size: number, color: string) => {
    for (let i = 0; i < n; i++) {
      const a = (i / n) * TAU + rad(turn);
      out.push(circle(Math.cos(a) * r, Math.sin(a) * r, size, color));
    }
  };
  out.push(circle(0, 0, 104, C.offWhite, { opacity: 0.85 }));
  petal(70, 34, 13, 16, C.saffron);
  petal(72, 22, 7, 16, C.marigold, 11.25);
  dots(100, 32, 2.6, C.marigold);
  out.push(circle(0, 0, 70, C.marigold));
  dots(64, 24, 3, C.offWhite);
  petal(26, 32, 12, 12, C.pink);
  petal(28, 20, 6, 12, C.offWhite, 15);
  out.push(circle(0, 0, 27, C.indigo));
  petal(6, 18, 7, 8, C.marigoldSoft);
  out.push(circle(0, 0, 7, C.saffron));
  return group(out, {
    transform: `translate(${num(x)} ${num(y)}) scale(${num(s)} ${num(s * squash)})`,
  });
}

interface GaneshOpts {
  body?: string;
  cloth?: string;
  halo?: boolean;
  sway?: number;
}

/**
 * Lord Ganesh, seated: a respectful, simple shape-based figure. Base centre at (x, y), about
 * 215 units tall before scaling by `s`.
 */
function ganesh(p: Pic, x: number, y: number, s: number, o: GaneshOpts = {}): string {
  const body = o.body ?? '#F4A05A';
  const edge = darken(body, 0.2);
  const bodyLight = lighten(body, 0.22);
  const cloth = o.cloth ?? C.red;
  const gold = C.marigold;
  const sway = o.sway ?? 0;
  const out: string[] = [];
  /** A rounded limb with a soft darker edge, so overlapping parts stay readable. */
  const limb = (dd: string, w: number) => stroke(dd, edge, w + 4) + stroke(dd, body, w);
  const outline = { stroke: edge, 'stroke-width': 2.5 };
  if (o.halo !== false) {
    out.push(circle(0, -135, 118, p.glow(C.marigoldSoft, 0.7)));
    for (let i = 0; i < 24; i++) {
      out.push(
        group(
          path(
            d('M', 0, -88, 'Q', 9, -100, 0, -114, 'Q', -9, -100, 0, -88, 'Z'),
            i % 2 ? C.marigold : C.orangeSoft,
          ),
          { transform: `translate(0 -135) rotate(${i * 15})` },
        ),
      );
    }
    out.push(circle(0, -135, 88, C.saffron));
    out.push(circle(0, -135, 80, lighten(C.marigoldPale, 0.3)));
  }
  // seat
  out.push(rect(-82, -22, 164, 22, C.maroon, { rx: 6 }));
  out.push(rect(-82, -22, 164, 5, gold, { rx: 2 }));
  for (let k = -3; k <= 3; k++) out.push(circle(k * 22, -9, 3, gold));
  // ears behind the head
  for (const side of [-1, 1]) {
    out.push(
      ellipse(side * 40, -142, 25, 33, body, {
        ...outline,
        transform: `rotate(${side * 18} ${side * 40} -142)`,
      }),
    );
    out.push(
      ellipse(side * 42, -140, 15, 22, lighten(C.pink, 0.55), {
        transform: `rotate(${side * 18} ${side * 42} -140)`,
        opacity: 0.8,
      }),
    );
  }
  // upper arms raised, holding lotuses
  for (const side of [-1, 1]) {
    out.push(limb(d('M', side * 30, -104, 'Q', side * 66, -104, side * 76, -132), 14));
    out.push(line(side * 70, -121, side * 81, -125, gold, 3));
    const lx = side * 78;
    const ly = -142;
    for (let k = -2; k <= 2; k++) {
      out.push(
        group(
          path(
            d('M', 0, 0, 'Q', 6, -10, 0, -20, 'Q', -6, -10, 0, 0, 'Z'),
            k % 2 ? C.pink : lighten(C.pink, 0.35),
          ),
          { transform: `translate(${num(lx)} ${num(ly + 6)}) rotate(${k * 28})` },
        ),
      );
    }
  }
  // crossed legs under the cloth
  out.push(ellipse(0, -38, 66, 22, cloth));
  out.push(
    path(d('M', -64, -34, 'Q', 0, -6, 64, -34), 'none', { stroke: gold, 'stroke-width': 4 }),
  );
  // belly
  out.push(ellipse(0, -76, 43, 40, body, outline));
  out.push(ellipse(-6, -70, 26, 22, bodyLight, { opacity: 0.5 }));
  out.push(
    path(d('M', -44, -60, 'Q', 0, -40, 44, -60, 'L', 42, -48, 'Q', 0, -30, -42, -48, 'Z'), cloth),
  );
  out.push(
    path(d('M', -43, -58, 'Q', 0, -38, 43, -58), 'none', { stroke: gold, 'stroke-width': 3 }),
  );
  // lower arms: a hand raised in blessing and a hand holding a modak
  out.push(limb(d('M', -38, -100, 'Q', -62, -88, -58, -104), 13));
  out.push(
    path(
      d('M', -66, -100, 'Q', -67, -122, -58, -124, 'Q', -49, -122, -50, -100, 'Z'),
      body,
      outline,
    ),
  );
  out.push(circle(-58, -109, 2.5, C.red));
  out.push(limb(d('M', 38, -100, 'Q', 62, -86, 54, -68), 13));
  out.push(
    path(
      d('M', 45, -62, 'Q', 54, -78, 63, -62, 'Q', 63, -54, 54, -54, 'Q', 45, -54, 45, -62, 'Z'),
      C.offWhite,
    ),
  );
  out.push(
    path(d('M', 54, -76, 'L', 54, -58), 'none', { stroke: C.marigoldPale, 'stroke-width': 1.2 }),
  );
  out.push(line(-55, -93, -49, -89, gold, 3), line(55, -81, 49, -77, gold, 3));
  // marigold garland around the neck
  out.push(garland([-32, -112], [32, -112], 28, 4.4, { colors: [C.marigold, C.orangeSoft], sway }));
  // head
  out.push(circle(0, -142, 33, body, outline));
  out.push(ellipse(-15, -128, 11, 8, bodyLight, { opacity: 0.5 }));
  out.push(ellipse(15, -128, 11, 8, bodyLight, { opacity: 0.5 }));
  // trunk curling to one side
  const tip = 22 + sway * 0.4;
  out.push(
    limb(d('M', 0, -136, 'C', 2, -116, -6, -102, 2, -92, 'C', 8, -84, 18, -86, tip, -98), 13),
  );
  out.push(limb(d('M', tip, -98, 'Q', tip + 2, -106, tip - 5, -108), 8));
  for (let k = 0; k < 4; k++)
    out.push(line(-4.5, -126 + k * 7, 5.5, -126 + k * 7, edge, 1.4, { opacity: 0.6 }));
  // tusk
  out.push(
    path(d('M', -13, -124, 'Q', -20, -114, -16, -105, 'Q', -11, -115, -8, -122, 'Z'), C.offWhite, {
      stroke: edge,
      'stroke-width': 1,
    }),
  );
  // eyes and tilak
  for (const side of [-1, 1]) {
    out.push(
      path(
        d(
          'M',
          side * 20,
          -148,
          'Q',
          side * 13,
          -155,
          side * 6,
          -148,
          'Q',
          side * 13,
          -144,
          side * 20,
          -148,
          'Z',
        ),
        C.offWhite,
      ),
    );
    out.push(circle(side * 12.5, -148.5, 2.6, C.ink));
  }
  out.push(ellipse(0, -160, 3, 6, C.red));
  out.push(
    path(d('M', -10, -165, 'Q', 0, -170, 10, -165), 'none', {
      stroke: C.offWhite,
      'stroke-width': 2,
    }),
  );
  // crown
  out.push(path(d('M', -26, -168, 'L', 26, -168, 'L', 20, -186, 'L', -20, -186, 'Z'), gold));
  out.push(
    path(d('M', -18, -186, 'L', 18, -186, 'L', 11, -204, 'L', -11, -204, 'Z'), C.marigoldSoft),
  );
  out.push(path(d('M', -10, -204, 'L', 10, -204, 'L', 0, -222, 'Z'), gold));
  out.push(rect(-28, -172, 56, 6, C.orange, { rx: 3 }));
  for (const [jx, jy, jr] of [
    [0, -178, 4],
    [-12, -178, 2.5],
    [12, -178, 2.5],
    [0, -195, 3],
  ] as const)
    out.push(circle(jx, jy, jr, C.red));
  out.push(circle(0, -224, 3.5, C.marigoldPale));
  return group(out, { transform: tf(x, y, s) });
}

/** A small, friendly mouse (Ganesh's vahana) sitting with a modak. */
function mouse(x: number, y: number, s: number): string {
  const grey = '#9E9AA8';
  return group(
    [
      stroke(d('M', 22, -6, 'Q', 40, -4, 38, -20), grey, 3),
      ellipse(0, -14, 24, 15, grey),
      circle(-22, -24, 11, grey),
      circle(-20, -35, 6, lighten(grey, 0.3)),
      circle(-32, -22, 2.6, C.pink),
      circle(-24, -27, 1.8, C.ink),
      path(
        d('M', -8, -8, 'Q', -4, -18, 0, -8, 'Q', 0, -3, -4, -3, 'Q', -8, -3, -8, -8, 'Z'),
        C.offWhite,
      ),
    ],
    { transform: tf(x, y, s) },
  );
}

/** A dhol: a barrel drum seen from the side with tension ropes. */
function dhol(x: number, y: number, s: number, color: string = C.saffron): string {
  const out = [
    rect(-28, -18, 56, 36, color, { rx: 8 }),
    ellipse(-28, 0, 7, 19, C.offWhite),
    ellipse(28, 0, 7, 19, C.offWhite),
    ellipse(-28, 0, 4, 14, C.cream),
    ellipse(28, 0, 4, 14, C.cream),
  ];
  for (let k = 0; k < 5; k++) {
    out.push(
      stroke(d('M', -26, -16 + k * 8, 'L', 26, -12 + k * 8 - 4 * (k % 2)), C.offWhite, 1.4, {
        opacity: 0.85,
      }),
    );
  }
  out.push(rect(-28, -4, 56, 8, darken(color, 0.2), { opacity: 0.6 }));
  return group(out, { transform: tf(x, y, s) });
}

/** A tasha: a small shallow kettle drum played with two sticks. */
function tasha(x: number, y: number, s: number): string {
  return group(
    [
      path(d('M', -22, -4, 'Q', 0, 20, 22, -4, 'Z'), '#B0803A'),
      ellipse(0, -4, 22, 6, C.offWhite),
      ellipse(0, -4, 16, 3.5, C.cream),
    ],
    { transform: tf(x, y, s) },
  );
}

/** A decorated float carrying the idol in procession, base at (x, y). */
function processionFloat(p: Pic, x: number, y: number, s: number, wheelTurn = 0, sway = 0): string {
  const out: string[] = [];
  // platform and wheels
  out.push(rect(-150, -60, 300, 40, C.indigo, { rx: 6 }));
  out.push(rect(-150, -60, 300, 8, C.marigold));
  for (let k = -6; k <= 6; k++) out.push(circle(k * 23, -36, 5, k % 2 ? C.marigold : C.saffron));
  for (const wx of [-100, 100]) {
    out.push(circle(wx, -18, 20, C.ink));
    out.push(circle(wx, -18, 9, C.steelDark));
    for (let k = 0; k < 3; k++) {
      const a = wheelTurn + (k * TAU) / 6;
      out.push(
        line(
          wx - Math.cos(a) * 16,
          -18 - Math.sin(a) * 16,
          wx + Math.cos(a) * 16,
          -18 + Math.sin(a) * 16,
          C.steelDark,
          2,
        ),
      );
    }
  }
  // canopy pillars and roof
  out.push(rect(-130, -250, 10, 190, C.marigold));
  out.push(rect(120, -250, 10, 190, C.marigold));
  out.push(path(d('M', -150, -250, 'Q', 0, -330, 150, -250, 'Z'), C.saffron));
  out.push(rect(-154, -256, 308, 12, C.marigold, { rx: 4 }));
  for (let k = 0; k < 12; k++)
    out.push(
      arch(-150 + k * 25, -228, 25, 16, k % 2 ? C.orangeSoft : C.marigold, {
        transform: 'scale(1 -1) translate(0 -472)',
      }),
    );
  out.push(ganesh(p, 0, -60, 0.78, { halo: false, sway }));
  out.push(garland([-125, -240], [125, -240], 26, 5, { sway, tails: 120 }));
  return group(out, { transform: tf(x, y, s) });
}

/** The interior of a festival pandal: canopy, pillars, drapes, stage and backdrop. */
function pandalFrame(
  p: Pic,
  o: {
    x0: number;
    x1: number;
    top: number;
    stage: number;
    bottom: number;
    night?: boolean;
    sway?: number;
  },
): string {
  const { x0, x1, top, stage, bottom } = o;
  const w = x1 - x0;
  const cx = (x0 + x1) / 2;
  const sway = o.sway ?? 0;
  const out: string[] = [];
  // backdrop
  out.push(
    rect(
      x0,
      top,
      w,
      stage - top,
      p.linear([
        [0, o.night ? '#5A1424' : C.maroon],
        [1, o.night ? '#8E2430' : '#B23A3A'],
      ]),
    ),
  );
  for (let i = 0; i < 9; i++) {
    const bx = x0 + (w * (i + 0.5)) / 9;
    out.push(rect(bx - 1.5, top, 3, stage - top, C.marigold, { opacity: 0.18 }));
  }
  // the scalloped arch frame around the idol
  const aw = w * 0.42;
  const ah = (stage - top) * 0.86;
  out.push(arch(cx - aw / 2 - 12, stage, aw + 24, ah + 12, C.marigold));
  out.push(arch(cx - aw / 2, stage, aw, ah, o.night ? '#F6C36A' : C.marigoldPale));
  out.push(circle(cx, stage - ah * 0.56, aw * 0.42, p.glow(C.offWhite, 0.7)));
  // stage, steps and a carpeted floor
  out.push(
    rect(
      x0 - 200,
      stage + (bottom - stage) * 0.4,
      w + 400,
      bottom - stage,
      o.night ? '#2A0E1E' : '#5A1A26',
    ),
  );
  out.push(rect(x0, stage, w, (bottom - stage) * 0.4, C.maroon));
  out.push(rect(x0, stage, w, 6, C.marigold));
  out.push(
    rect(
      x0 + w * 0.1,
      stage + (bottom - stage) * 0.4,
      w * 0.8,
      (bottom - stage) * 0.3,
      darken(C.maroon, 0.15),
    ),
  );
  out.push(rect(x0 + w * 0.1, stage + (bottom - stage) * 0.4, w * 0.8, 5, C.marigold));
  // pillars wrapped with marigold bands
  const pw = w * 0.06;
  for (const px of [x0 + w * 0.05, x1 - w * 0.05 - pw]) {
    out.push(rect(px, top, pw, stage - top, C.offWhite));
    for (let k = 0; k < 10; k++) {
      out.push(
        rect(
          px,
          top + 30 + k * ((stage - top - 30) / 10),
          pw,
          (stage - top) / 22,
          k % 2 ? C.marigold : C.saffron,
        ),
      );
    }
  }
  // drapes pulled back
  for (const side of [-1, 1]) {
    const ex = side < 0 ? x0 : x1;
    out.push(
      path(
        d(
          'M',
          ex,
          top,
          'L',
          ex - side * w * 0.2,
          top,
          'Q',
          ex - side * w * 0.06,
          top + (stage - top) * 0.45,
          ex - side * w * 0.03,
          stage,
          'L',
          ex,
          stage,
          'Z',
        ),
        C.saffron,
      ),
    );
    out.push(
      path(
        d(
          'M',
          ex,
          top,
          'L',
          ex - side * w * 0.12,
          top,
          'Q',
          ex - side * w * 0.03,
          top + (stage - top) * 0.45,
          ex - side * w * 0.01,
          stage,
          'L',
          ex,
          stage,
          'Z',
        ),
        C.orange,
      ),
    );
  }
  // canopy valance
  out.push(rect(x0, top - 40, w, 44, C.indigo));
  const sc = 16;
  for (let k = 0; k < sc; k++) {
    const sx = x0 + (w * k) / sc;
    out.push(
      path(
        d('M', sx, top + 4, 'A', w / sc / 2, w / sc / 2.2, 0, 0, 0, sx + w / sc, top + 4, 'Z'),
        k % 2 ? C.marigold : C.saffron,
      ),
    );
  }
  for (let k = 0; k < 40; k++)
    out.push(circle(x0 + (w * (k + 0.5)) / 40, top - 20, 3.2, k % 2 ? C.marigold : C.offWhite));
  // marigold swags and strands
  const sw = w / 5;
  for (let k = 0; k < 5; k++) {
    out.push(garland([x0 + sw * k, top + 20], [x0 + sw * (k + 1), top + 20], 26, 5.5, { sway }));
  }
  for (let k = 0; k <= 5; k++)
    out.push(
      strand(x0 + sw * k, top + 20, 70 + (k % 2) * 30, 5.5, [C.marigold, C.orangeSoft], sway),
    );
  return out.join('');
}

// ---------------------------------------------------------------------------------------------
// Motifs: indoors
// ---------------------------------------------------------------------------------------------

const BOOK_COLORS = [
  C.indigo,
  C.saffron,
  C.marigold,
  C.teal,
  C.maroon,
  C.leaf,
  C.indigoSoft,
  '#6D4C41',
  C.cream,
  '#4FA3D9',
];

function bookshelf(rng: Rng, x: number, y: number, w: number, h: number, rows: number): string {
  const out: string[] = [
    rect(x - 8, y - 8, w + 16, h + 16, C.woodDark),
    rect(x, y, w, h, '#4A3128'),
  ];
  const rh = h / rows;
  for (let r = 0; r < rows; r++) {
    const by = y + rh * (r + 1);
    let bx = x + 4;
    while (bx < x + w - 10) {
      const bw = rng.range(9, 20);
      if (bx + bw > x + w - 4) break;
      const bh = rh * rng.range(0.6, 0.9);
      const c = rng.pick(BOOK_COLORS);
      if (rng.chance(0.07)) {
        out.push(
          rect(bx, by - bh, bw, bh, c, { transform: `rotate(-12 ${num(bx + bw)} ${num(by)})` }),
        );
        bx += bw + 10;
        continue;
      }
      out.push(rect(bx, by - bh, bw, bh, c));
      out.push(rect(bx, by - bh * 0.8, bw, bh * 0.08, lighten(c, 0.35)));
      if (rng.chance(0.4)) out.push(rect(bx, by - bh * 0.3, bw, bh * 0.05, darken(c, 0.25)));
      bx += bw + rng.range(0.5, 2);
      if (rng.chance(0.05)) bx += 16;
    }
    out.push(rect(x - 8, by - 3, w + 16, 8, C.wood));
  }
  return out.join('');
}

function openBook(x: number, y: number, s: number, cover: string = C.indigo): string {
  return group(
    [
      path(d('M', -24, 2, 'L', 0, 6, 'L', 24, 2, 'L', 24, -2, 'L', 0, 2, 'L', -24, -2, 'Z'), cover),
      path(d('M', -22, -2, 'Q', -10, -8, 0, -2, 'L', 0, 3, 'Q', -10, -3, -22, 1, 'Z'), C.offWhite),
      path(d('M', 22, -2, 'Q', 10, -8, 0, -2, 'L', 0, 3, 'Q', 10, -3, 22, 1, 'Z'), C.cream),
    ],
    { transform: tf(x, y, s) },
  );
}

function ceilingFan(x: number, y: number, s: number, turn = 0): string {
  const out = [line(0, 0, 0, 40, C.woodDark, 3), ellipse(0, 44, 12, 6, C.steelDark)];
  for (let k = 0; k < 3; k++) {
    const a = turn + (k * TAU) / 3;
    const ex = Math.cos(a) * 60;
    const ey = Math.sin(a) * 9;
    out.push(
      path(
        d(
          'M',
          0,
          44,
          'Q',
          ex * 0.5,
          44 + ey * 0.5 - 5,
          ex,
          44 + ey,
          'Q',
          ex * 0.5,
          44 + ey * 0.5 + 5,
          0,
          44,
          'Z',
        ),
        C.steel,
      ),
    );
  }
  return group(out, { transform: tf(x, y, s) });
}

/** An arched window with a framed view (sky, a tree) clipped to its opening. */
function arcadeWindow(
  p: Pic,
  x: number,
  y: number,
  w: number,
  h: number,
  frame: string,
  outside: Stop[],
  view = '',
): string {
  const clip = p.clip(arch(x, y + h, w, h, C.ink));
  return [
    arch(x - 8, y + h, w + 16, h + 8, frame),
    arch(x, y + h, w, h, p.linear(outside)),
    view ? group(view, { 'clip-path': clip }) : '',
    rect(x + w / 2 - 2, y + w * 0.3, 4, h - w * 0.3, frame),
    rect(x, y + h * 0.55, w, 4, frame),
  ].join('');
}

function thali(x: number, y: number, s: number, rng: Rng): string {
  const out = [ellipse(0, 0, 26, 8, C.steelDark), ellipse(0, -1, 23, 6.5, C.steel)];
  const foods = [C.marigold, C.leaf, C.offWhite, C.saffron];
  for (let k = 0; k < 3; k++) {
    const kx = -12 + k * 9;
    out.push(ellipse(kx, -4, 4.5, 2, C.steelDark), ellipse(kx, -4.4, 3.4, 1.4, rng.pick(foods)));
  }
  out.push(ellipse(9, 0, 8, 3, '#F3E2B3'));
  return group(out, { transform: tf(x, y, s) });
}

function steelGlass(x: number, y: number, s: number): string {
  return group(
    [
      path(d('M', -5, -16, 'L', 5, -16, 'L', 4, 0, 'L', -4, 0, 'Z'), C.steel),
      rect(-5, -16, 3, 16, C.white, { opacity: 0.5 }),
    ],
    { transform: tf(x, y, s) },
  );
}

// ---------------------------------------------------------------------------------------------
// Motifs: cricket
// ---------------------------------------------------------------------------------------------

function stumps(x: number, y: number, h: number, color: string = C.cream): string {
  const w = h * 0.07;
  const out: string[] = [];
  for (let k = -1; k <= 1; k++) out.push(rect(x + k * w * 2.2 - w / 2, y - h, w, h, color));
  out.push(rect(x - w * 2.9, y - h - w * 0.6, w * 5.8, w * 0.6, C.marigold));
  return out.join('');
}

const whites = (rng: Rng, over: Partial<PersonOpts> = {}): PersonOpts => ({
  skin: rng.pick(SKINS),
  top: C.offWhite,
  bottom: '#ECEBE4',
  hair: C.hairBlack,
  hairStyle: 'cap',
  sleeves: 'short',
  ...over,
});

const bat = (angle: number) => (hands: { l: Pt; r: Pt }) =>
  group([rect(-3, 0, 6, 14, C.woodDark), rect(-5.5, 13, 11, 34, '#E9C98B', { rx: 3 })], {
    transform: `translate(${num(hands.r[0])} ${num(hands.r[1])}) rotate(${angle})`,
  });

interface GroundOpts {
  horizon: number;
  dusk?: boolean;
  casual?: boolean;
}

/**
 * A cricket match seen from behind the bowler: striped outfield, pitch, stumps, batsman,
 * keeper, slip, umpire and fielders.
 */
function cricketMatch(p: Pic, o: GroundOpts): string {
  const { w, h, rng } = p;
  const hz = o.horizon;
  const out: string[] = [];
  const light = o.dusk ? '#7E9B46' : C.grassLight;
  const dark = o.dusk ? '#5E7C36' : C.grass;
  out.push(rect(0, hz, w, h - hz, dark));
  // perspective mowing stripes, narrow far away and wide close up
  let yy = hz;
  let band = 10;
  let k = 0;
  while (yy < h) {
    if (k % 2 === 0) out.push(rect(0, yy, w, band, light));
    yy += band;
    band *= 1.32;
    k++;
  }
  // boundary rope
  out.push(
    ellipse(w / 2, hz + (h - hz) * 0.75, w * 0.62, (h - hz) * 0.8, 'none', {
      stroke: C.offWhite,
      'stroke-width': 3,
      opacity: 0.8,
    }),
  );
  // pitch
  const farY = hz + (h - hz) * 0.2;
  const nearY = h + 40;
  const cx = w / 2;
  out.push(
    poly(
      [
        [cx - w * 0.035, farY],
        [cx + w * 0.035, farY],
        [cx + w * 0.15, nearY],
        [cx - w * 0.15, nearY],
      ],
      o.dusk ? '#C9A774' : '#DDBF88',
    ),
  );
  const crease = (t: number) => {
    const y = farY + (nearY - farY) * t;
    const half = w * 0.035 + (w * 0.15 - w * 0.035) * t;
    return line(cx - half * 1.4, y, cx + half * 1.4, y, C.offWhite, 1.5 + t * 3);
  };
  out.push(crease(0.06), crease(0.82));
  const fh = (h - hz) * 0.22;
  // distant fielders
  for (const [fx, fy, s] of [
    [0.12, 0.16, 0.6],
    [0.86, 0.2, 0.65],
    [0.3, 0.08, 0.5],
    [0.7, 0.1, 0.5],
    [0.05, 0.45, 0.9],
    [0.95, 0.5, 0.95],
  ] as const) {
    const look = o.casual ? randomLook(rng) : whites(rng, { arms: [20, 20] });
    out.push(person(w * fx, hz + (h - hz) * fy, fh * s, look));
  }
  // far end: keeper, slip and batsman
  const by = farY + 8;
  out.push(
    person(
      cx + w * 0.06,
      by - 8,
      fh * 0.78,
      whites(rng, { arms: [40, 40], pose: 'sit', hairStyle: 'cap', pads: true }),
    ),
  );
  out.push(person(cx + w * 0.11, by - 10, fh * 0.78, whites(rng, { arms: [30, 30] })));
  out.push(stumps(cx, farY + 6, fh * 0.35));
  const batter = o.casual
    ? {
        skin: at(SKINS, 1),
        top: C.indigoSoft,
        bottom: '#455A64',
        hair: C.hairGrey,
        hairStyle: 'bald' as const,
      }
    : whites(rng, { hairStyle: 'helmet' as const, pads: true });
  out.push(
    person(cx - w * 0.025, by + 6, fh * 0.95, { ...batter, arms: [30, 140], extra: bat(200) }),
  );
  // the ball in flight
  out.push(circle(cx + w * 0.01, farY + (nearY - farY) * 0.3, 3.5, C.red));
  // near end: bowler in delivery stride and umpire (seen from behind)
  const ny = h - (h - hz) * 0.05;
  out.push(stumps(cx, farY + (nearY - farY) * 0.82, fh * 1.1));
  out.push(
    person(cx + w * 0.07, ny, fh * 2.6, {
      ...(o.casual ? randomLook(rng, { dress: 'shirt' }) : whites(rng)),
      back: true,
      arms: [60, 175],
      pose: 'walk',
      step: 0.7,
    }),
  );
  out.push(
    person(cx - w * 0.14, ny + 4, fh * 2.7, {
      skin: at(SKINS, 2),
      top: C.offWhite,
      bottom: '#263238',
      hair: C.hairBlack,
      hairStyle: 'cap',
      back: true,
      arms: [6, 6],
    }),
  );
  return out.join('');
}

// ---------------------------------------------------------------------------------------------
// Scenes: landing page, home gallery, history
// ---------------------------------------------------------------------------------------------

function bannerHostel(): string {
  const p = new Pic(1600, 700, 101);
  const { rng } = p;
  const out: string[] = [];
  out.push(
    sky(
      p,
      [
        [0, '#8FB3E6'],
        [0.45, '#CFD8F0'],
        [0.78, '#FFD9B3'],
        [1, '#FFC46B'],
      ],
      520,
    ),
  );
  out.push(sun(p, 1075, 215, 52));
  out.push(
    cloud(260, 150, 1.4, C.offWhite, 0.75),
    cloud(1340, 110, 1.1, C.offWhite, 0.7),
    cloud(620, 90, 0.8, '#FFE9D6', 0.8),
  );
  out.push(birds(rng, 1180, 190, 5, 70, '#3E3A66'));
  out.push(treeLine(rng, 0, 1600, 470, 90, '#7E9F6A'));
  out.push(rect(0, 460, 1600, 240, C.sand));
  out.push(
    hostelCourtyard({
      x0: 400,
      x1: 1200,
      baseY: 470,
      h: 240,
      storeys: 2,
      bays: 9,
      wing: { dx: 250, dy: 150, len: 520, bays: 6 },
      tower: { w: 210, h: 305 },
      garlands: true,
      flag: C.saffron,
      rng,
    }),
  );
  // courtyard floor, stone path and flower beds
  out.push(
    poly(
      [
        [400, 470],
        [1200, 470],
        [1450, 620],
        [1600, 620],
        [1600, 700],
        [0, 700],
        [0, 620],
        [150, 620],
      ],
      C.sand,
    ),
  );
  out.push(
    poly(
      [
        [745, 470],
        [855, 470],
        [1000, 700],
        [600, 700],
      ],
      lighten(C.sand, 0.35),
    ),
  );
  for (let k = 0; k < 6; k++) {
    const t = k / 6;
    const y = 470 + (700 - 470) * (t * t * 0.9 + t * 0.1);
    const half = 55 + 145 * ((y - 470) / 230);
    out.push(line(800 - half, y, 800 + half, y, C.sandDark, 1.5, { opacity: 0.6 }));
  }
  out.push(
    bunting([400, 300], [150, 400], 30, 16, [C.saffron, C.marigold, C.indigoSoft, C.offWhite]),
  );
  out.push(
    bunting([1200, 300], [1450, 400], 30, 16, [C.marigold, C.saffron, C.offWhite, C.indigoSoft]),
  );
  out.push(neemTree(rng, 420, 640, 1.05, { platform: true }));
  out.push(neemTree(rng, 1290, 660, 0.85, { platform: true }));
  out.push(person(640, 560, 78, randomLook(rng, { pose: 'walk', step: 1 })));
  out.push(
    person(
      672,
      566,
      74,
      randomLook(rng, { hairStyle: 'long', dress: 'kurta', dupatta: C.marigold }),
    ),
  );
  out.push(person(1000, 540, 66, randomLook(rng, { arms: [10, 150] })));
  out.push(person(1080, 600, 84, randomLook(rng, { pose: 'walk', step: -1, top: C.indigo })));
  out.push(person(380, 626, 70, randomLook(rng, { pose: 'sit' })));
  out.push(
    bush(rng, 180, 700, 260, C.leaf, C.orangeSoft),
    bush(rng, 1440, 700, 300, C.leaf, C.orangeSoft),
  );
  return p.svg(out);
}

function cardSports(): string {
  const p = new Pic(800, 500, 202);
  const out = [
    sky(
      p,
      [
        [0, '#7FB6EC'],
        [1, '#D7ECFB'],
      ],
      200,
    ),
    cloud(150, 70, 0.8, C.offWhite, 0.9),
    cloud(620, 50, 0.6, C.offWhite, 0.9),
    group(facade(360, 110, { ...TERRACOTTA, storeys: 2, bays: 7 }), {
      transform: 'translate(220 186)',
    }),
    group(chhatri(60, TERRACOTTA.wall, TERRACOTTA.trim, TERRACOTTA.wallSide, C.saffron), {
      transform: 'translate(400 76)',
    }),
    treeLine(p.rng, -20, 230, 190, 60, '#5E8C4A'),
    treeLine(p.rng, 570, 820, 190, 60, '#5E8C4A'),
    cricketMatch(p, { horizon: 186 }),
  ];
  return p.svg(out);
}

function cardGanesh(): string {
  const p = new Pic(800, 500, 303);
  const out = [
    rect(0, 0, 800, 500, C.indigoNight),
    pandalFrame(p, { x0: 40, x1: 760, top: 70, stage: 380, bottom: 500, night: true }),
    ganesh(p, 400, 380, 1.18),
    mouse(535, 382, 0.8),
  ];
  for (let k = 0; k < 9; k++)
    out.push(diya(p, 120 + k * 70, 430 + (k % 2) * 6, 0.8, Math.sin(k * 1.7)));
  out.push(rect(0, 0, 800, 34, C.indigoNight));
  for (let k = 0; k < 18; k++) {
    out.push(
      circle(22 + k * 45, 20 + (k % 2) * 6, 14, p.glow(C.marigold, 0.6)),
      circle(22 + k * 45, 20 + (k % 2) * 6, 4, C.marigoldPale),
    );
  }
  return p.svg(out);
}

function cardAlumni(): string {
  const p = new Pic(800, 500, 404);
  const { rng } = p;
  const out = [
    sky(
      p,
      [
        [0, '#8CC2F0'],
        [1, '#E6F2FB'],
      ],
      140,
    ),
    group(facade(800, 300, { ...TERRACOTTA, storeys: 2, bays: 8 }), {
      transform: 'translate(0 360)',
    }),
    rect(0, 356, 800, 144, C.sand),
    rect(0, 356, 800, 8, C.sandDark),
    bunting([0, 110], [400, 130], 30, 18, [C.saffron, C.marigold, C.indigoSoft, C.offWhite]),
    bunting([400, 130], [800, 110], 30, 18, [C.marigold, C.saffron, C.offWhite, C.indigoSoft]),
    neemTree(rng, 720, 440, 0.8, { platform: true }),
  ];
  // a tea table with a kettle and cups
  const tx = 480;
  out.push(
    rect(tx, 372, 150, 44, C.offWhite),
    rect(tx, 372, 150, 8, C.saffron),
    rect(tx + 6, 416, 6, 30, C.woodDark),
    rect(tx + 138, 416, 6, 30, C.woodDark),
  );
  out.push(
    path(
      d('M', tx + 20, 372, 'Q', tx + 20, 348, tx + 38, 348, 'Q', tx + 56, 348, tx + 56, 372, 'Z'),
      C.steelDark,
    ),
    stroke(d('M', tx + 56, 362, 'L', tx + 68, 352), C.steelDark, 4),
    circle(tx + 38, 346, 4, C.steelDark),
  );
  for (let k = 0; k < 4; k++)
    out.push(
      path(
        d(
          'M',
          tx + 80 + k * 16,
          360,
          'L',
          tx + 92 + k * 16,
          360,
          'L',
          tx + 90 + k * 16,
          372,
          'L',
          tx + 82 + k * 16,
          372,
          'Z',
        ),
        C.offWhite,
        { stroke: C.sandDark, 'stroke-width': 1 },
      ),
    );
  const cup = (hd: { l: Pt; r: Pt }) =>
    rect(hd.r[0] - 3.5, hd.r[1] - 8, 7, 8, C.offWhite, { rx: 1.5 });
  const stick = (hd: { l: Pt; r: Pt }) =>
    line(hd.r[0], hd.r[1], hd.r[0] + 4, hd.r[1] + 46, C.woodDark, 3);
  // old friends of different batches, chatting in two small groups
  const people: [number, number, PersonOpts][] = [
    [
      80,
      462,
      {
        skin: at(SKINS, 2),
        top: C.offWhite,
        dress: 'kurta',
        bottom: '#E8E2D4',
        hair: C.hairWhite,
        hairStyle: 'bald',
        arms: [10, 12],
        bend: [0, 0],
        extra: stick,
      },
    ],
    [
      140,
      470,
      {
        skin: at(SKINS, 4),
        top: C.indigo,
        bottom: '#37474F',
        hair: C.hairBlack,
        arms: [20, 14],
        bend: [70, 0],
      },
    ],
    [
      200,
      466,
      {
        skin: at(SKINS, 1),
        top: C.teal,
        dress: 'saree',
        border: C.marigold,
        hair: C.hairGrey,
        hairStyle: 'bun',
        folded: true,
      },
    ],
    [
      262,
      474,
      {
        skin: at(SKINS, 3),
        top: C.saffron,
        bottom: '#3E4A7A',
        hair: C.hairBlack,
        arms: [12, 24],
        bend: [0, -100],
        extra: cup,
      },
    ],
    [
      380,
      470,
      {
        skin: at(SKINS, 5),
        top: C.marigold,
        dress: 'kurta',
        bottom: C.offWhite,
        hair: C.hairGrey,
        arms: [12, 30],
        bend: [0, 90],
      },
    ],
    [
      440,
      478,
      {
        skin: at(SKINS, 0),
        top: C.indigoSoft,
        dress: 'kurta',
        dupatta: C.saffron,
        bottom: '#E8E2D4',
        hair: C.hairBlack,
        hairStyle: 'long',
        arms: [24, 10],
        bend: [-100, 0],
        extra: (hd) => rect(hd.l[0] - 3.5, hd.l[1] - 8, 7, 8, C.offWhite, { rx: 1.5 }),
      },
    ],
    [
      660,
      480,
      {
        skin: at(SKINS, 2),
        top: C.maroon,
        bottom: '#455A64',
        hair: C.hairBlack,
        arms: [14, 150],
        bend: [0, 10],
      },
    ],
  ];
  for (const [x, y, look] of people) out.push(person(x, y, 150, look));
  return p.svg(out);
}

function homeCourtyard(): string {
  const p = new Pic(900, 600, 501);
  const { rng } = p;
  const out = [
    sky(
      p,
      [
        [0, '#9CCBF2'],
        [1, '#E9F4FC'],
      ],
      200,
    ),
    cloud(720, 60, 0.9, C.offWhite, 0.9),
    cloud(120, 40, 0.6, C.offWhite, 0.9),
    birds(rng, 240, 60, 3, 40, '#3E3A66'),
    group(facade(900, 320, { ...TERRACOTTA, storeys: 2, bays: 7 }), {
      transform: 'translate(0 380)',
    }),
    rect(0, 376, 900, 224, C.sand),
  ];
  // paving in perspective
  for (let k = 0; k < 9; k++)
    out.push(line(0, 392 + k * k * 3, 900, 392 + k * k * 3, C.sandDark, 1.2, { opacity: 0.5 }));
  for (let k = -6; k <= 6; k++)
    out.push(line(450 + k * 60, 376, 450 + k * 150, 600, C.sandDark, 1.2, { opacity: 0.4 }));
  // potted plants along the arcade
  for (const x of [70, 250, 650, 830])
    out.push(
      rect(x - 16, 362, 32, 28, C.terracotta),
      rect(x - 20, 356, 40, 8, C.terracottaLight),
      bush(rng, x, 356, 40, C.leaf, x % 3 ? undefined : C.orangeSoft),
    );
  out.push(neemTree(rng, 450, 520, 1.3, { platform: true }));
  // residents on the platform around the tree: one reads, two talk
  out.push(
    person(330, 532, 150, {
      skin: at(SKINS, 3),
      top: C.indigo,
      bottom: '#37474F',
      hair: C.hairBlack,
      pose: 'sit',
      arms: [18, 18],
      bend: [-60, -60],
      extra: (hd) => openBook((hd.l[0] + hd.r[0]) / 2, hd.r[1] - 2, 0.45, C.saffron),
    }),
  );
  out.push(
    person(560, 532, 150, {
      skin: at(SKINS, 1),
      top: C.marigold,
      dress: 'kurta',
      dupatta: C.saffron,
      bottom: '#E8E2D4',
      hair: C.hairBlack,
      hairStyle: 'long',
      pose: 'sit',
      arms: [16, 30],
      bend: [-40, 80],
    }),
  );
  out.push(
    person(620, 534, 150, {
      skin: at(SKINS, 4),
      top: C.teal,
      bottom: '#3E4A7A',
      hair: C.hairBlack,
      pose: 'sit',
      arms: [30, 14],
      bend: [60, -40],
    }),
  );
  // a resident walking in with books
  out.push(
    person(790, 590, 170, {
      skin: at(SKINS, 2),
      top: C.saffron,
      bottom: '#37474F',
      hair: C.hairBlack,
      pose: 'walk',
      step: 1,
      arms: [14, 20],
      bend: [0, -90],
      extra: (hd) =>
        rect(hd.r[0] - 10, hd.r[1] - 10, 16, 12, C.indigo) +
        rect(hd.r[0] - 9, hd.r[1] - 16, 14, 6, C.teal),
    }),
  );
  // a bicycle parked on its stand and a water pot (matka)
  out.push(
    group(
      [
        circle(-34, 0, 22, 'none', { stroke: C.ink, 'stroke-width': 4 }),
        circle(34, 0, 22, 'none', { stroke: C.ink, 'stroke-width': 4 }),
        stroke(
          d(
            'M',
            -34,
            0,
            'L',
            -8,
            -30,
            'L',
            26,
            -30,
            'L',
            34,
            0,
            'M',
            -8,
            -30,
            'L',
            2,
            0,
            'L',
            26,
            -30,
            'M',
            -12,
            -38,
            'L',
            -2,
            -38,
            'M',
            26,
            -30,
            'L',
            22,
            -44,
            'L',
            32,
            -46,
          ),
          C.saffron,
          4,
        ),
      ],
      { transform: 'translate(120 568)' },
    ),
  );
  out.push(
    ellipse(240, 560, 22, 20, C.terracotta),
    ellipse(240, 542, 10, 4, C.terracottaDark),
    rect(226, 578, 28, 6, C.woodDark),
  );
  // pigeons pecking on the paving
  for (const [bx, by] of [
    [680, 470],
    [712, 480],
  ] as const)
    out.push(
      ellipse(bx, by, 9, 6, '#8A8FA8'),
      circle(bx - 8, by - 5, 4, '#8A8FA8'),
      circle(bx - 9, by - 6, 1, C.ink),
    );
  return p.svg(out);
}

function homeLibrary(): string {
  const p = new Pic(900, 600, 502);
  const { rng } = p;
  const out = [rect(0, 0, 900, 600, '#F1E4CC'), rect(0, 430, 900, 170, '#C9A27A')];
  for (let k = 0; k < 12; k++) out.push(line(k * 90 - 90, 600, k * 90 - 10, 430, '#B88E66', 2));
  out.push(rect(0, 320, 900, 110, '#E3D1B0'), rect(0, 318, 900, 6, C.woodLight));
  out.push(bookshelf(rng, 24, 40, 220, 380, 5), bookshelf(rng, 656, 40, 220, 380, 5));
  const sky: Stop[] = [
    [0, '#7FB6EC'],
    [1, '#CFE6F8'],
  ];
  out.push(
    arcadeWindow(p, 300, 60, 120, 240, C.offWhite, sky, neemTree(makeRng(3), 370, 420, 0.8)),
  );
  out.push(
    arcadeWindow(p, 480, 60, 120, 240, C.offWhite, sky, neemTree(makeRng(4), 520, 440, 0.85)),
  );
  out.push(
    poly(
      [
        [300, 300],
        [420, 300],
        [500, 600],
        [320, 600],
      ],
      C.offWhite,
      { opacity: 0.16 },
    ),
  );
  out.push(
    poly(
      [
        [480, 300],
        [600, 300],
        [680, 600],
        [500, 600],
      ],
      C.offWhite,
      { opacity: 0.16 },
    ),
  );
  // a wall clock between the windows
  out.push(
    circle(450, 120, 22, C.woodDark),
    circle(450, 120, 18, C.offWhite),
    line(450, 120, 450, 107, C.ink, 2.5),
    line(450, 120, 460, 124, C.ink, 2.5),
  );
  // pendant lamps
  for (const lx of [270, 630]) {
    out.push(
      line(lx, 0, lx, 60, C.woodDark, 2),
      path(d('M', lx - 26, 86, 'Q', lx, 50, lx + 26, 86, 'Z'), C.indigo),
      circle(lx, 92, 40, p.glow(C.marigoldPale, 0.7)),
    );
  }
  // readers at a long table
  const readers: [number, Partial<PersonOpts>][] = [
    [
      170,
      {
        hairStyle: 'long',
        dress: 'kurta',
        dupatta: C.saffron,
        top: C.indigoSoft,
        skin: at(SKINS, 1),
      },
    ],
    [330, { top: C.indigo, skin: at(SKINS, 3), hairStyle: 'short', dress: 'shirt' }],
    [570, { hairStyle: 'bun', top: C.teal, skin: at(SKINS, 4), dress: 'kurta' }],
    [730, { top: C.marigold, skin: at(SKINS, 2), hairStyle: 'short', dress: 'shirt' }],
  ];
  for (const [rx, over] of readers) {
    out.push(person(rx, 566, 230, randomLook(rng, { arms: [18, 18], bend: [-40, -40], ...over })));
  }
  out.push(
    rect(50, 466, 800, 16, C.wood),
    rect(60, 482, 780, 56, C.woodDark),
    rect(90, 538, 18, 62, C.woodDark),
    rect(792, 538, 18, 62, C.woodDark),
  );
  for (const [rx] of readers)
    out.push(openBook(rx, 468, 1.5, rng.pick([C.indigo, C.saffron, C.teal, C.maroon])));
  // reading lamps and a stack of books
  for (const lx of [250, 650]) {
    out.push(
      rect(lx - 3, 428, 6, 40, C.woodDark),
      path(d('M', lx - 26, 432, 'Q', lx, 404, lx + 26, 432, 'Z'), C.leaf),
      circle(lx, 440, 40, p.glow(C.marigoldPale, 0.7)),
    );
  }
  out.push(
    rect(432, 446, 40, 10, C.saffron),
    rect(436, 436, 34, 10, C.indigo),
    rect(430, 426, 42, 10, C.teal),
  );
  return p.svg(out);
}

function homeCricketDusk(): string {
  const p = new Pic(900, 600, 503);
  const out = [
    sky(
      p,
      [
        [0, '#2B3A86'],
        [0.45, '#8E5A9A'],
        [0.8, '#F08A4B'],
        [1, '#FFC26B'],
      ],
      250,
    ),
    sun(p, 690, 228, 36, '#FFD27A'),
    birds(p.rng, 280, 90, 5, 60, '#1E1E3C'),
    treeLine(p.rng, -20, 900, 250, 70, '#3F4F3A'),
    group(
      facade(300, 110, {
        ...TERRACOTTA,
        wall: '#7A4A52',
        wallSide: '#6A3F48',
        trim: '#B88A7A',
        shade: '#5A3340',
        opening: '#2E1B2A',
        storeys: 2,
        bays: 6,
        lit: 0.6,
        rng: p.rng,
      }),
      { transform: 'translate(80 244)' },
    ),
    cricketMatch(p, { horizon: 240, dusk: true }),
  ];
  return p.svg(out);
}

function homePandalExterior(): string {
  const p = new Pic(900, 600, 504);
  const { rng } = p;
  const out = [
    sky(
      p,
      [
        [0, '#8CC2F0'],
        [1, '#F6E7D2'],
      ],
      460,
    ),
    rect(0, 450, 900, 150, C.sand),
  ];
  out.push(cloud(140, 80, 0.9, C.offWhite, 0.9), cloud(760, 60, 0.7, C.offWhite, 0.9));
  out.push(treeLine(rng, -20, 920, 450, 80, '#7E9F6A'));
  // the pandal: a tented roof over a broad gate
  out.push(path(d('M', 150, 200, 'L', 450, 70, 'L', 750, 200, 'Z'), C.saffron));
  out.push(path(d('M', 450, 70, 'L', 530, 200, 'L', 370, 200, 'Z'), C.orange));
  for (let k = 0; k < 14; k++)
    out.push(
      arch(150 + k * (600 / 14), 232, 600 / 14, 32, k % 2 ? C.marigold : C.offWhite, {
        transform: 'scale(1 -1) translate(0 -432)',
      }),
    );
  out.push(rect(140, 190, 620, 14, C.indigo));
  out.push(rect(170, 214, 560, 240, C.maroon));
  out.push(arch(330, 454, 240, 220, C.marigold));
  out.push(arch(345, 454, 210, 200, '#F6C36A'));
  out.push(ganesh(p, 450, 440, 0.82));
  for (const px of [170, 700]) {
    out.push(rect(px, 204, 30, 250, C.offWhite));
    for (let k = 0; k < 9; k++)
      out.push(rect(px, 214 + k * 27, 30, 13, k % 2 ? C.saffron : C.marigold));
  }
  out.push(
    garland([200, 226], [330, 226], 28, 6.5, { tails: 90 }),
    garland([570, 226], [700, 226], 28, 6.5, { tails: 90 }),
  );
  out.push(garland([330, 226], [570, 226], 34, 6.5));
  out.push(toran(200, 700, 206, 14));
  out.push(bananaPlant(120, 460, 1.3), bananaPlant(780, 460, 1.3, true));
  out.push(rangoli(450, 520, 0.75, 0.3));
  out.push(person(250, 560, 120, randomLook(rng, { folded: true, back: true })));
  out.push(
    person(
      640,
      575,
      125,
      randomLook(rng, { back: true, hairStyle: 'long', dress: 'saree', top: C.pink }),
    ),
  );
  out.push(person(700, 590, 110, randomLook(rng, { back: true })));
  for (let k = 0; k < 6; k++) out.push(diya(p, 360 + k * 36, 468, 0.45, 0, false));
  return p.svg(out);
}

function homeDining(): string {
  const p = new Pic(900, 600, 505);
  const { rng } = p;
  const out = [
    rect(0, 0, 900, 600, '#F3ECDD'),
    rect(0, 250, 900, 10, C.terracotta),
    rect(0, 330, 900, 270, '#B9A58A'),
  ];
  for (let k = 0; k < 3; k++)
    out.push(
      arcadeWindow(p, 120 + k * 270, 60, 110, 170, C.offWhite, [
        [0, '#8CC2F0'],
        [1, '#D7ECFB'],
      ]),
    );
  out.push(ceilingFan(300, 0, 1.3, 0.3), ceilingFan(600, 0, 1.3, 1.1), toran(0, 900, 262, 16));
  // diners behind the far table, reaching for their thalis
  const diners = 6;
  for (let i = 0; i < diners; i++) {
    out.push(
      person(
        120 + i * 128,
        470,
        190,
        randomLook(rng, {
          top: at(TOPS, i * 4 + 1),
          arms: [16, 22],
          bend: [-60, i % 2 ? -70 : -30],
        }),
      ),
    );
  }
  out.push(
    rect(40, 372, 820, 26, '#E7E2D8'),
    rect(40, 398, 820, 60, C.indigoSoft),
    rect(40, 398, 820, 8, C.indigo),
  );
  for (let k = 0; k < 20; k++) out.push(circle(60 + k * 41, 430, 4, C.marigold, { opacity: 0.8 }));
  for (let i = 0; i < diners; i++)
    out.push(thali(120 + i * 128, 384, 1.5, rng), steelGlass(170 + i * 128, 386, 1.1));
  // the server with a bucket of dal
  out.push(
    person(840, 560, 230, {
      skin: at(SKINS, 4),
      top: C.offWhite,
      dress: 'kurta',
      bottom: '#37474F',
      hair: C.hairBlack,
      arms: [12, 24],
      bend: [-30, -10],
      extra: (hd) =>
        group(
          [
            path(d('M', -10, 0, 'L', 10, 0, 'L', 8, 18, 'L', -8, 18, 'Z'), C.steel),
            stroke(d('M', -10, 0, 'Q', 0, -10, 10, 0), C.steelDark, 1.5),
          ],
          { transform: `translate(${num(hd.r[0])} ${num(hd.r[1] + 2)})` },
        ),
    }),
  );
  // the near table, diners seen from behind on a bench
  out.push(rect(0, 536, 790, 16, '#E7E2D8'));
  for (let i = 0; i < 5; i++)
    out.push(
      person(
        80 + i * 150,
        720,
        280,
        randomLook(rng, { back: true, top: at(TOPS, i * 3 + 2), arms: [16, 16], bend: [-40, -40] }),
      ),
    );
  out.push(rect(0, 584, 790, 16, C.woodDark));
  return p.svg(out);
}

function historyFounding(): string {
  const p = new Pic(900, 600, 506);
  const { rng } = p;
  const old: BuildingPalette = {
    wall: '#D8B48A',
    wallSide: '#C49E74',
    trim: '#F1E2C6',
    shade: '#A88460',
    opening: '#5A4330',
  };
  const out = [
    sky(
      p,
      [
        [0, '#D7CBB0'],
        [1, '#F1E8D4'],
      ],
      430,
    ),
    cloud(180, 100, 1, '#FBF6EA', 0.9),
    cloud(720, 80, 0.8, '#FBF6EA', 0.9),
  ];
  out.push(treeLine(rng, -20, 920, 400, 60, '#A7A383'));
  out.push(
    group(facade(620, 190, { ...old, storeys: 1, bays: 7 }), { transform: 'translate(140 400)' }),
  );
  out.push(gateTower(450, 400, 170, 270, { palette: old, clock: true, flag: '#C98B4F' }));
  out.push(rect(0, 396, 900, 204, '#E2D2B2'));
  // a dirt road and a compound wall with the gate piers
  out.push(
    poly(
      [
        [400, 400],
        [500, 400],
        [700, 600],
        [200, 600],
      ],
      '#EDE1C8',
    ),
  );
  out.push(rect(0, 420, 330, 40, '#CDB08A'), rect(570, 420, 330, 40, '#CDB08A'));
  for (const gx of [310, 570])
    out.push(
      rect(gx, 380, 24, 80, '#BF9F78'),
      rect(gx - 6, 372, 36, 12, old.trim),
      circle(gx + 12, 364, 10, old.trim),
    );
  out.push(
    neemTree(rng, 90, 440, 0.9, { trunk: '#6B5440' }),
    neemTree(rng, 820, 450, 0.8, { trunk: '#6B5440' }),
  );
  // the first residents at the gate, in the clothes of the time
  const first: PersonOpts[] = [
    {
      skin: at(SKINS, 2),
      top: C.offWhite,
      dress: 'dhoti',
      hairStyle: 'topi',
      bottom: C.offWhite,
      arms: [6, 6],
    },
    {
      skin: at(SKINS, 3),
      top: '#5A4A3A',
      dress: 'kurta',
      hairStyle: 'topi',
      bottom: C.offWhite,
      arms: [10, 10],
    },
    {
      skin: at(SKINS, 1),
      top: C.offWhite,
      dress: 'kurta',
      hairStyle: 'short',
      bottom: '#E8E2D4',
      folded: true,
    },
    {
      skin: at(SKINS, 4),
      top: '#3E3A36',
      dress: 'kurta',
      hairStyle: 'topi',
      bottom: C.offWhite,
      arms: [6, 30],
      extra: (hd) => line(hd.r[0], hd.r[1] - 30, hd.r[0] + 2, hd.r[1] + 30, C.woodDark, 3),
    },
    {
      skin: at(SKINS, 2),
      top: C.offWhite,
      dress: 'dhoti',
      hairStyle: 'short',
      bottom: C.offWhite,
      arms: [8, 8],
    },
  ];
  first.forEach((look, i) => out.push(person(322 + i * 64, 522 + (i % 2) * 8, 150, look)));
  // a bicycle of the era
  out.push(
    group(
      [
        circle(-30, 0, 24, 'none', { stroke: '#3A2E24', 'stroke-width': 3 }),
        circle(34, 0, 24, 'none', { stroke: '#3A2E24', 'stroke-width': 3 }),
        stroke(
          d(
            'M',
            -30,
            0,
            'L',
            -6,
            -30,
            'L',
            24,
            -30,
            'L',
            34,
            0,
            'M',
            -6,
            -30,
            'L',
            2,
            0,
            'L',
            24,
            -30,
            'M',
            -10,
            -38,
            'L',
            0,
            -38,
            'M',
            24,
            -30,
            'L',
            20,
            -44,
            'L',
            30,
            -46,
          ),
          '#3A2E24',
          3,
        ),
      ],
      { transform: 'translate(690 560)' },
    ),
  );
  // an old photograph's border
  out.push(rect(10, 10, 880, 580, 'none', { stroke: '#FBF6EA', 'stroke-width': 20 }));
  out.push(rect(22, 22, 856, 556, 'none', { stroke: '#8C7456', 'stroke-width': 2 }));
  return p.svg(out);
}

// ---------------------------------------------------------------------------------------------
// Scenes: Ganesh festival gallery
// ---------------------------------------------------------------------------------------------

function gcIdol(): string {
  const p = new Pic(900, 600, 601);
  const out = [
    rect(
      0,
      0,
      900,
      600,
      p.linear([
        [0, '#6E1A2A'],
        [1, '#A8323A'],
      ]),
    ),
  ];
  out.push(circle(450, 300, 330, p.glow(C.marigold, 0.35)));
  out.push(ganesh(p, 450, 520, 1.95));
  out.push(rect(0, 520, 900, 80, C.maroon), rect(0, 520, 900, 8, C.marigold));
  out.push(mouse(670, 526, 1.3));
  for (let k = 0; k < 6; k++) out.push(garland([k * 150, -20], [(k + 1) * 150, -20], 60, 10));
  for (const x of [30, 80, 820, 870])
    out.push(
      strand(x, 0, 420 + (x % 3) * 20, 10, [C.marigold, C.orangeSoft, C.marigold, C.saffron]),
    );
  for (let k = 0; k < 7; k++) out.push(diya(p, 200 + k * 82, 575, 0.7, Math.sin(k * 2.1)));
  return p.svg(out);
}

function gcAarti(): string {
  const p = new Pic(900, 600, 602);
  const { rng } = p;
  const out = [
    rect(
      0,
      0,
      900,
      600,
      p.linear([
        [0, '#1B1440'],
        [1, '#4A1C36'],
      ]),
    ),
  ];
  // the idol in its arch, behind the lamps
  out.push(
    arch(300, 330, 300, 310, '#6E1A2A'),
    arch(
      316,
      330,
      268,
      294,
      p.linear([
        [0, '#8E2430'],
        [1, '#B84A3A'],
      ]),
    ),
  );
  out.push(ganesh(p, 450, 318, 1.02));
  out.push(garland([300, 60], [600, 60], 40, 7, { tails: 150 }));
  // tall brass samai lamps on either side
  out.push(samai(p, 150, 420, 1.9, 0.2), samai(p, 750, 420, 1.9, 1.4));
  // steps lined with diyas
  const steps: [number, number, number][] = [
    [330, 560, 12],
    [400, 640, 14],
    [470, 720, 16],
  ];
  steps.forEach(([y, w, n], row) => {
    const x0 = 450 - w / 2;
    out.push(rect(x0, y, w, 70, row % 2 ? '#5A1424' : '#6E1A2A'), rect(x0, y, w, 5, C.marigold));
    for (let k = 0; k < n; k++) {
      out.push(
        diya(p, x0 + 26 + (k * (w - 52)) / (n - 1), y + 30, 0.62 + row * 0.08, rng.range(-1, 1)),
      );
    }
  });
  // the aarti plate with its five-flame lamp, flowers and kumkum
  out.push(circle(450, 512, 130, p.glow(C.marigold, 0.55)));
  out.push(
    ellipse(450, 540, 120, 26, '#A8781F'),
    ellipse(450, 534, 112, 21, '#E0AE45'),
    ellipse(450, 534, 90, 15, '#D39B32'),
  );
  out.push(
    path(d('M', 420, 532, 'Q', 450, 500, 480, 532, 'Z'), '#C99532'),
    rect(444, 492, 12, 26, '#C99532'),
  );
  for (let k = -2; k <= 2; k++) {
    const fx = 450 + k * 16;
    const fy = 492 - (2 - Math.abs(k)) * 5;
    out.push(ellipse(fx, fy + 2, 6, 2.5, '#B7862A'));
    out.push(
      path(
        d(
          'M',
          fx,
          fy,
          'C',
          fx - 7,
          fy - 6,
          fx - 5,
          fy - 20,
          fx + 1,
          fy - 32,
          'C',
          fx + 6,
          fy - 20,
          fx + 7,
          fy - 6,
          fx,
          fy,
          'Z',
        ),
        C.marigold,
      ),
      ellipse(fx, fy - 8, 2.5, 6, C.flame),
    );
  }
  for (let k = 0; k < 10; k++) {
    const a = (k / 10) * TAU;
    out.push(
      circle(
        450 + Math.cos(a) * 100,
        535 + Math.sin(a) * 17,
        5.5,
        k % 2 ? C.marigold : C.orangeSoft,
      ),
    );
  }
  out.push(circle(380, 536, 9, C.red), circle(520, 536, 9, C.marigoldPale));
  return p.svg(out);
}

function gcDecorating(): string {
  const p = new Pic(900, 600, 603);
  const { rng } = p;
  const out = [rect(0, 0, 900, 600, '#F6E9D4'), rect(0, 470, 900, 130, '#D9BF98')];
  // the pandal's bamboo frame, half dressed: a backdrop and arch on one side only
  out.push(
    rect(97, 74, 346, 400, C.maroon),
    arch(170, 474, 200, 300, C.marigold),
    arch(184, 474, 172, 286, '#F6C36A'),
  );
  for (const x of [90, 450, 810])
    out.push(rect(x - 7, 60, 14, 420, '#C8A15A'), line(x - 7, 120, x + 7, 120, '#A07C3C', 2));
  out.push(rect(60, 60, 780, 14, '#C8A15A'));
  out.push(rect(90, 74, 360, 30, C.saffron));
  for (let k = 0; k < 9; k++)
    out.push(
      arch(90 + k * 40, 128, 40, 24, k % 2 ? C.marigold : C.offWhite, {
        transform: 'scale(1 -1) translate(0 -232)',
      }),
    );
  out.push(
    garland([90, 110], [270, 110], 36, 7, { tails: 80 }),
    garland([270, 110], [450, 110], 36, 7),
  );
  out.push(garland([450, 110], [620, 110], 50, 7, { sway: 20 }));
  // a ladder and a resident hanging a garland
  out.push(line(560, 470, 610, 150, C.woodLight, 8), line(640, 470, 660, 150, C.woodLight, 8));
  for (let k = 0; k < 8; k++) {
    const t = k / 8;
    out.push(
      line(560 + 50 * t + 4, 440 - 290 * t, 640 + 20 * t - 4, 440 - 290 * t, C.woodLight, 6),
    );
  }
  out.push(person(625, 300, 150, randomLook(rng, { top: C.indigo, arms: [150, 160] })));
  out.push(
    person(
      720,
      500,
      170,
      randomLook(rng, {
        hairStyle: 'long',
        dress: 'kurta',
        dupatta: C.marigold,
        arms: [20, 150],
        extra: (hd) => strand(hd.r[0], hd.r[1], 60, 6, [C.marigold, C.orangeSoft]),
      }),
    ),
  );
  // residents stringing flowers on a mat
  out.push(
    rect(80, 480, 380, 90, C.indigoSoft, { rx: 8 }),
    rect(90, 490, 360, 70, 'none', { stroke: C.marigold, 'stroke-width': 3, rx: 6 }),
  );
  out.push(
    person(
      170,
      540,
      150,
      randomLook(rng, {
        pose: 'sit',
        hairStyle: 'bun',
        dress: 'saree',
        top: C.teal,
        arms: [40, 40],
      }),
    ),
  );
  out.push(person(340, 540, 150, randomLook(rng, { pose: 'sit', arms: [40, 40] })));
  for (const [bx, by] of [
    [250, 545],
    [420, 555],
  ] as const) {
    out.push(ellipse(bx, by, 38, 14, '#A0703A'), ellipse(bx, by - 6, 32, 10, '#C08A4A'));
    for (let k = 0; k < 14; k++)
      out.push(
        circle(
          bx + rng.range(-24, 24),
          by - 10 + rng.range(-5, 3),
          5,
          rng.pick([C.marigold, C.orangeSoft, C.saffron]),
        ),
      );
  }
  out.push(
    stroke(d('M', 180, 520, 'Q', 260, 500, 330, 522), C.marigold, 8, { 'stroke-dasharray': '2 9' }),
  );
  out.push(bananaPlant(40, 480, 1.1), bananaPlant(860, 480, 1.1, true));
  return p.svg(out);
}

function gcRangoli(): string {
  const p = new Pic(900, 600, 604);
  const out = [rect(0, 0, 900, 600, '#3A1630')];
  out.push(stars(p.rng, 900, 360, 40));
  // the entrance: steps, pillars and a lit doorway
  out.push(rect(230, 40, 440, 300, C.maroon));
  out.push(arch(330, 300, 240, 240, C.marigold), arch(345, 300, 210, 225, '#F6C36A'));
  out.push(ganesh(p, 450, 290, 0.8, { halo: false }));
  out.push(toran(250, 650, 60, 16));
  for (const px of [190, 670]) {
    out.push(rect(px, 30, 40, 320, C.offWhite));
    for (let k = 0; k < 10; k++)
      out.push(rect(px, 40 + k * 30, 40, 14, k % 2 ? C.saffron : C.marigold));
    out.push(strand(px + 20, 36, 220, 8, [C.marigold, C.orangeSoft]));
  }
  out.push(
    rect(150, 300, 600, 24, '#C9B59A'),
    rect(110, 324, 680, 24, '#D8C6AB'),
    rect(70, 348, 760, 24, '#E4D6BE'),
  );
  out.push(rect(0, 372, 900, 228, '#EDE3D0'));
  out.push(rangoli(450, 480, 1.9, 0.45));
  // diyas ring the rangoli
  for (let k = 0; k < 12; k++) {
    const a = (k / 12) * TAU;
    out.push(diya(p, 450 + Math.cos(a) * 250, 490 + Math.sin(a) * 95, 0.7, Math.sin(k * 1.3)));
  }
  for (let k = 0; k < 30; k++) {
    out.push(
      circle(
        p.rng.range(40, 860),
        p.rng.range(560, 595),
        p.rng.range(4, 7),
        p.rng.pick([C.marigold, C.orangeSoft, C.saffron]),
      ),
    );
  }
  return p.svg(out);
}

/** A drifting cloud of festival colour powder (gulal). */
function gulal(rng: Rng, x: number, y: number, size: number, color: string): string {
  const out: string[] = [];
  for (let k = 0; k < 9; k++) {
    out.push(
      circle(
        x + rng.range(-size / 2, size / 2),
        y + rng.range(-size / 5, size / 5),
        rng.range(size * 0.15, size * 0.3),
        color,
        { opacity: 0.16 },
      ),
    );
  }
  for (let k = 0; k < 24; k++)
    out.push(
      circle(
        x + rng.range(-size * 0.7, size * 0.7),
        y + rng.range(-size * 0.35, size * 0.35),
        rng.range(1.5, 3.5),
        color,
        { opacity: 0.6 },
      ),
    );
  return out.join('');
}

/** A dhol-tasha flag bearer in a saffron pheta, the flag waving with `wave`. */
function flagBearer(x: number, y: number, h: number, wave: number): string {
  return person(x, y, h, {
    skin: at(SKINS, 3),
    top: C.offWhite,
    dress: 'kurta',
    bottom: C.offWhite,
    hairStyle: 'pheta',
    arms: [20, 150],
    bend: [0, 20],
    extra: (hd) => {
      const [fx, fy] = hd.r;
      return (
        line(fx, fy + 30, fx, fy - 130, C.woodDark, 4) +
        path(
          d(
            'M',
            fx,
            fy - 130,
            'Q',
            fx + 60,
            fy - 130 + wave,
            fx + 110,
            fy - 95 - wave * 0.5,
            'Q',
            fx + 60,
            fy - 78 + wave,
            fx,
            fy - 55,
            'Z',
          ),
          C.saffron,
        ) +
        circle(fx, fy - 133, 4, C.marigold)
      );
    },
  });
}

/** Dhol and tasha players in white kurtas and saffron phetas; `phase` drives the beat. */
function dholGroup(
  _p: Pic,
  x0: number,
  y: number,
  h: number,
  n: number,
  phase = 0,
  gap = 130,
): string {
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    const x = x0 + i * gap;
    const beat = Math.sin(phase * 2 + i * 1.3);
    const bounce = Math.max(0, beat) * h * 0.03;
    const isTasha = i % 3 === 1;
    const skin = at(SKINS, i + 1);
    const stick = (hand: Pt, dx: number, dy: number) =>
      line(hand[0], hand[1], hand[0] + dx, hand[1] + dy, C.woodDark, 2.5);
    out.push(
      person(x, y - bounce, h, {
        skin,
        top: C.offWhite,
        dress: 'kurta',
        bottom: C.offWhite,
        hairStyle: 'pheta',
        arms: isTasha ? [28, 28] : [30, 45],
        bend: isTasha ? [-60 + beat * 25, -60 - beat * 25] : [-60, 50 + beat * 35],
        extra: (hd) =>
          isTasha
            ? stroke(d('M', -12, -73, 'L', 10, -50), C.saffron, 3) +
              tasha(0, -50, 0.95) +
              circle(hd.l[0], hd.l[1], 3.8, skin) +
              circle(hd.r[0], hd.r[1], 3.8, skin) +
              stick(hd.l, 9, 9) +
              stick(hd.r, -9, 9)
            : stroke(d('M', -12, -73, 'L', 10, -42), C.saffron, 3) +
              dhol(0, -44, 0.7) +
              circle(hd.l[0], hd.l[1], 3.8, skin) +
              circle(hd.r[0], hd.r[1], 3.8, skin) +
              stroke(
                d('M', hd.r[0], hd.r[1], 'Q', hd.r[0] + 4, hd.r[1] + 10, hd.r[0] - 2, hd.r[1] + 18),
                C.woodDark,
                2.5,
              ),
      }),
    );
  }
  return out.join('');
}

function gcDholTasha(): string {
  const p = new Pic(900, 600, 605);
  const { rng } = p;
  const out = [
    sky(
      p,
      [
        [0, '#F3A15E'],
        [1, '#FDE3B8'],
      ],
      380,
    ),
  ];
  out.push(
    group(
      facade(900, 250, {
        ...TERRACOTTA,
        wall: '#E3A27E',
        wallSide: '#D28F6A',
        storeys: 2,
        bays: 8,
      }),
      { transform: 'translate(0 360)' },
    ),
  );
  out.push(rect(0, 355, 900, 245, '#CDB28C'));
  out.push(
    bunting([0, 90], [450, 110], 25, 20, [C.saffron, C.marigold, C.offWhite]),
    bunting([450, 110], [900, 90], 25, 20, [C.marigold, C.saffron, C.offWhite]),
  );
  out.push(gulal(rng, 330, 250, 180, C.pink), gulal(rng, 720, 220, 140, C.saffron));
  // a flag bearer at the front
  out.push(flagBearer(110, 480, 190, 0));
  out.push(dholGroup(p, 250, 510, 190, 5, 0.4));
  out.push(crowd(rng, 0, 900, 650, 210, 7, { back: true, arms: [20, 20], bend: [130, 130] }));
  return p.svg(out);
}

function gcImmersion(): string {
  const p = new Pic(900, 600, 606);
  const { rng } = p;
  const out = [
    sky(
      p,
      [
        [0, '#3D4C9E'],
        [0.55, '#C9739A'],
        [1, '#FFB36B'],
      ],
      330,
    ),
  ];
  out.push(sun(p, 160, 300, 40, '#FFD27A'));
  out.push(
    rect(
      0,
      300,
      900,
      60,
      p.linear([
        [0, '#7F8FC8'],
        [1, '#B7A7C8'],
      ]),
    ),
  );
  for (let k = 0; k < 6; k++)
    out.push(
      line(40 + k * 140, 318 + (k % 3) * 12, 100 + k * 140, 318 + (k % 3) * 12, C.offWhite, 2, {
        opacity: 0.5,
      }),
    );
  out.push(rect(0, 355, 900, 245, '#B99E80'));
  // steps down to the water (the ghat)
  for (let k = 0; k < 3; k++) out.push(rect(0, 352 + k * 8, 900, 8, k % 2 ? '#A88E72' : '#C4AA8C'));
  out.push(processionFloat(p, 600, 520, 0.95));
  out.push(gulal(rng, 330, 260, 200, C.pink), gulal(rng, 780, 250, 150, C.saffron));
  out.push(flagBearer(70, 520, 170, 6));
  out.push(dholGroup(p, 170, 530, 170, 3, 1.2, 95));
  out.push(crowd(rng, 0, 900, 680, 240, 7, { back: true, arms: [25, 165], bend: [0, 10] }));
  return p.svg(out);
}

// ---------------------------------------------------------------------------------------------
// Scenes: alumni gallery
// ---------------------------------------------------------------------------------------------

function acMeeting(): string {
  const p = new Pic(900, 600, 701);
  const { rng } = p;
  const out = [
    sky(
      p,
      [
        [0, '#8CC2F0'],
        [1, '#E6F2FB'],
      ],
      120,
    ),
  ];
  out.push(
    group(facade(900, 420, { ...TERRACOTTA, storeys: 2, bays: 6 }), {
      transform: 'translate(0 470)',
    }),
  );
  out.push(rect(0, 466, 900, 134, C.sand));
  out.push(
    bunting([0, 60], [450, 90], 30, 22, [C.saffron, C.marigold, C.indigoSoft]),
    bunting([450, 90], [900, 60], 30, 22, [C.marigold, C.saffron, C.indigoSoft]),
  );
  // a handshake across generations
  out.push(
    person(330, 560, 250, {
      skin: at(SKINS, 2),
      top: C.offWhite,
      dress: 'kurta',
      bottom: '#E8E2D4',
      hair: C.hairWhite,
      hairStyle: 'bald',
      arms: [8, 62],
    }),
  );
  out.push(
    person(450, 565, 240, {
      skin: at(SKINS, 4),
      top: C.indigo,
      bottom: '#37474F',
      hair: C.hairBlack,
      arms: [62, 8],
    }),
  );
  out.push(circle(390, 432, 9, at(SKINS, 3)));
  out.push(
    person(
      140,
      570,
      230,
      randomLook(rng, {
        hair: C.hairGrey,
        hairStyle: 'bun',
        dress: 'saree',
        top: C.teal,
        arms: [12, 40],
      }),
    ),
  );
  out.push(person(220, 590, 240, randomLook(rng, { top: C.marigold, arms: [40, 12] })));
  out.push(
    person(620, 575, 235, randomLook(rng, { hair: C.hairGrey, top: C.maroon, arms: [10, 10] })),
  );
  out.push(
    person(
      720,
      580,
      230,
      randomLook(rng, {
        hairStyle: 'long',
        dress: 'kurta',
        dupatta: C.saffron,
        top: C.indigoSoft,
        arms: [150, 10],
      }),
    ),
  );
  out.push(
    person(820, 595, 240, randomLook(rng, { hair: C.hairBlack, top: C.saffron, arms: [12, 12] })),
  );
  return p.svg(out);
}

function acMentoring(): string {
  const p = new Pic(900, 600, 702);
  const { rng } = p;
  const out = [rect(0, 0, 900, 600, '#EFE2C8'), rect(0, 440, 900, 160, '#C9A27A')];
  out.push(bookshelf(rng, 30, 40, 840, 300, 4));
  out.push(rect(0, 362, 900, 80, '#E3D1B0'));
  // the mentor, grey-haired with glasses, explaining from an open book
  const glasses = () =>
    group([
      circle(-3.4, -88, 2.5, C.white, { 'fill-opacity': 0.35, stroke: C.ink, 'stroke-width': 0.9 }),
      circle(3.4, -88, 2.5, C.white, { 'fill-opacity': 0.35, stroke: C.ink, 'stroke-width': 0.9 }),
    ]);
  out.push(
    person(250, 590, 300, {
      skin: at(SKINS, 2),
      top: C.indigo,
      bottom: '#37474F',
      hair: C.hairGrey,
      hairStyle: 'bald',
      arms: [16, 30],
      bend: [-40, 10],
      extra: glasses,
    }),
  );
  out.push(
    person(
      470,
      596,
      250,
      randomLook(rng, {
        skin: at(SKINS, 4),
        top: C.marigold,
        hairStyle: 'short',
        dress: 'shirt',
        arms: [18, 18],
        bend: [-50, -50],
      }),
    ),
  );
  out.push(
    person(
      610,
      596,
      250,
      randomLook(rng, {
        skin: at(SKINS, 1),
        hairStyle: 'long',
        dress: 'kurta',
        dupatta: C.saffron,
        top: C.teal,
        arms: [18, 18],
        bend: [-50, -50],
      }),
    ),
  );
  out.push(
    person(
      760,
      596,
      250,
      randomLook(rng, {
        skin: at(SKINS, 3),
        top: C.indigoSoft,
        hairStyle: 'short',
        dress: 'shirt',
        arms: [18, 14],
        bend: [-50, -60],
      }),
    ),
  );
  out.push(rect(120, 478, 760, 18, C.wood), rect(130, 496, 740, 104, C.woodDark));
  for (let k = 0; k < 4; k++)
    out.push(
      rect(150 + k * 182, 512, 160, 70, 'none', { stroke: C.wood, 'stroke-width': 3, rx: 4 }),
      circle(230 + k * 182, 530, 4, C.marigold),
    );
  out.push(openBook(380, 480, 2.2, C.saffron), openBook(610, 482, 1.3, C.indigo));
  // a laptop and a mug
  out.push(
    path(d('M', 720, 480, 'L', 800, 480, 'L', 812, 488, 'L', 708, 488, 'Z'), C.steelDark),
    path(d('M', 726, 480, 'L', 794, 480, 'L', 790, 430, 'L', 730, 430, 'Z'), '#37474F'),
    path(d('M', 732, 476, 'L', 788, 476, 'L', 785, 434, 'L', 735, 434, 'Z'), '#90CAF9'),
  );
  out.push(
    rect(500, 450, 24, 30, C.saffron, { rx: 3 }),
    path(d('M', 524, 456, 'Q', 534, 464, 524, 472), 'none', {
      stroke: C.saffron,
      'stroke-width': 3,
    }),
  );
  return p.svg(out);
}

function acGroupPhoto(): string {
  const p = new Pic(900, 600, 703);
  const { rng } = p;
  const out = [
    sky(
      p,
      [
        [0, '#8CC2F0'],
        [1, '#E6F2FB'],
      ],
      90,
    ),
  ];
  out.push(
    group(facade(900, 430, { ...TERRACOTTA, storeys: 2, bays: 7 }), {
      transform: 'translate(0 440)',
    }),
  );
  out.push(gateTower(450, 440, 260, 470, { palette: TERRACOTTA, garlands: true }));
  // steps
  for (let k = 0; k < 4; k++)
    out.push(rect(40 - k * 12, 420 + k * 40, 820 + k * 24, 40, k % 2 ? '#E2D1B5' : '#D5C2A3'));
  out.push(rect(0, 580, 900, 20, C.sandDark));
  // two standing rows and the eldest seated on a bench in front
  const row = (x0: number, y: number, h: number, n: number, offset: number) => {
    for (let i = 0; i < n; i++) {
      out.push(
        person(
          x0 + i * ((900 - 2 * x0) / (n - 1)),
          y,
          h,
          randomLook(rng, { top: at(TOPS, offset + i * 3), arms: [8, 8] }),
        ),
      );
    }
  };
  row(95, 462, 150, 9, 0);
  row(70, 502, 160, 8, 1);
  out.push(rect(50, 536, 800, 14, C.woodDark));
  for (let i = 0; i < 7; i++) {
    out.push(
      person(
        110 + i * 113,
        582,
        165,
        randomLook(rng, {
          pose: 'sit',
          top: at(TOPS, i * 2 + 5),
          hair: i % 2 ? C.hairWhite : C.hairGrey,
          hairStyle: i % 3 === 1 ? 'bun' : i % 3 ? 'bald' : 'short',
          dress: i % 3 === 1 ? 'saree' : 'kurta',
          arms: [14, 14],
          bend: [-40, -40],
        }),
      ),
    );
  }
  return p.svg(out);
}

function acCricket(): string {
  const p = new Pic(900, 600, 704);
  const out = [
    sky(
      p,
      [
        [0, '#6FA8E6'],
        [1, '#CFE6F8'],
      ],
      240,
    ),
    cloud(200, 80, 0.9, C.offWhite, 0.9),
    cloud(720, 110, 0.7, C.offWhite, 0.9),
    treeLine(p.rng, -20, 900, 242, 80, '#5E8C4A'),
    group(facade(280, 120, { ...TERRACOTTA, storeys: 2, bays: 5 }), {
      transform: 'translate(580 236)',
    }),
    cricketMatch(p, { horizon: 232, casual: true }),
    bunting([0, 40], [900, 40], 40, 18, [C.saffron, C.marigold, C.indigoSoft, C.offWhite]),
  ];
  return p.svg(out);
}

function acScholarship(): string {
  const p = new Pic(900, 600, 705);
  const { rng } = p;
  const out = [rect(0, 0, 900, 600, '#2E2A5C')];
  out.push(rect(100, 40, 700, 320, '#3A3578'));
  out.push(rect(100, 40, 700, 60, C.saffron), rect(100, 100, 700, 10, C.marigold));
  for (let k = 0; k < 14; k++)
    out.push(
      arch(100 + k * 50, 130, 50, 30, k % 2 ? C.marigold : C.orangeSoft, {
        transform: 'scale(1 -1) translate(0 -240)',
      }),
    );
  out.push(
    rect(250, 140, 400, 60, C.offWhite, { rx: 6 }),
    rect(270, 160, 360, 6, C.indigoPale, { rx: 3 }),
    rect(320, 176, 260, 6, C.indigoPale, { rx: 3 }),
  );
  for (const side of [-1, 1])
    out.push(
      path(
        d(
          'M',
          450 + side * 350,
          40,
          'L',
          450 + side * 290,
          40,
          'Q',
          450 + side * 320,
          200,
          450 + side * 330,
          360,
          'L',
          450 + side * 350,
          360,
          'Z',
        ),
        C.maroon,
      ),
    );
  out.push(rect(60, 360, 780, 40, '#6D3B2E'), rect(60, 360, 780, 6, C.marigold));
  out.push(samai(p, 170, 360, 1.1));
  // presenter (an alumna) hands a scroll to the student
  out.push(
    person(400, 360, 210, {
      skin: at(SKINS, 1),
      top: C.teal,
      dress: 'saree',
      border: C.marigold,
      hair: C.hairGrey,
      hairStyle: 'bun',
      arms: [10, 70],
    }),
  );
  out.push(
    person(520, 362, 200, {
      skin: at(SKINS, 4),
      top: C.offWhite,
      dress: 'kurta',
      bottom: '#E8E2D4',
      hair: C.hairBlack,
      arms: [70, 10],
    }),
  );
  out.push(
    group([rect(-22, -5, 44, 10, C.offWhite, { rx: 5 }), rect(-3, -6, 6, 12, C.red)], {
      transform: 'translate(460 245) rotate(-8)',
    }),
  );
  out.push(rect(640, 280, 70, 80, C.woodDark), rect(630, 270, 90, 14, C.wood));
  out.push(
    person(675, 290, 150, randomLook(rng, { hair: C.hairGrey, hairStyle: 'bald', top: C.indigo })),
  );
  out.push(
    rect(630, 270, 90, 14, C.wood),
    rect(640, 280, 70, 80, C.woodDark),
    circle(675, 320, 14, C.marigold),
  );
  // the audience, seated in rows of chairs, seen from behind
  const rows: [y: number, h: number, n: number, x0: number][] = [
    [480, 190, 8, 20],
    [590, 240, 6, -20],
  ];
  rows.forEach(([y, h, n, x0], r) => {
    const gap = (900 - 2 * x0) / (n - 1);
    for (let i = 0; i < n; i++) {
      const x = x0 + i * gap + (r % 2 ? gap / 2 : 0);
      out.push(
        person(
          x,
          y,
          h,
          randomLook(rng, { back: true, pose: 'sit', top: at(TOPS, i * 3 + r), arms: [10, 10] }),
        ),
      );
      out.push(
        rect(x - h * 0.18, y - h * 0.36, h * 0.36, h * 0.2, '#4A3A6A', { rx: h * 0.03 }),
        rect(x - h * 0.18, y - h * 0.36, h * 0.36, h * 0.035, '#6A5A8A'),
      );
    }
  });
  return p.svg(out);
}

// ---------------------------------------------------------------------------------------------
// Video scenes: a 960×540 design space, rendered at 960×540 for posters and 640×360 for clips.
// `t` runs from 0 to 1 over one loop, so every motion is periodic in t.
// ---------------------------------------------------------------------------------------------

const VW = 960;
const VH = 540;

type VideoScene = (t: number, w: number, h: number) => string;

function videoInstallation(t: number, w: number, h: number): string {
  const p = new Pic(w, h, 801);
  const { rng } = p;
  const th = t * TAU;
  const out = [rect(0, 0, VW, VH, C.indigoNight)];
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
        top: C.offWhite,
        dress: 'kurta',
        bottom: C.offWhite,
        hairStyle: 'pheta',
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
  return p.svg(out, VW, VH);
}

function videoAarti(t: number, w: number, h: number): string {
  const p = new Pic(w, h, 802);
  const th = t * TAU;
  const out = [rect(0, 0, VW, VH, C.indigoNight)];
  out.push(stars(makeRng(12), VW, VH, 50), moon(40, 60, 18, C.indigoNight));
  out.push(
    pandalFrame(p, {
      x0: 80,
      x1: 880,
      top: 60,
      stage: 380,
      bottom: 540,
      night: true,
      sway: Math.sin(th) * 5,
    }),
  );
  out.push(ganesh(p, 480, 380, 1.2));
  for (let k = 0; k < 10; k++)
    out.push(diya(p, 140 + k * 76, 430, 0.7, Math.sin(th * (2 + (k % 3)) + k)));
  // the priest, seen from behind, waves the aarti plate in circles and rings a bell
  const swing = Math.sin(th * 8) * 16;
  const plate = (hd: { l: Pt; r: Pt }) => {
    const [x, y] = hd.r;
    const flames = [-1, 0, 1].map((k) => {
      const fl = Math.sin(th * 6 + k * 2);
      const fx = x + k * 4.5;
      return path(
        d(
          'M',
          fx,
          y - 4,
          'C',
          fx - 2,
          y - 6,
          fx - 1.5,
          y - 9,
          fx + fl * 0.6,
          y - 12 - fl,
          'C',
          fx + 1.5,
          y - 9,
          fx + 2,
          y - 6,
          fx,
          y - 4,
          'Z',
        ),
        C.marigold,
      );
    });
    const bell = group(
      [
        line(0, 0, 0, 5, '#B7862A', 1.4),
        path(d('M', -4, 13, 'Q', -4, 5, 0, 5, 'Q', 4, 5, 4, 13, 'Z'), '#D9A430'),
        circle(0, 14, 1.2, '#B7862A'),
      ],
      {
        transform: `translate(${num(hd.l[0])} ${num(hd.l[1] - 2)}) rotate(${num(swing)})`,
      },
    );
    return [
      circle(x, y - 6, 26, p.glow(C.marigold, 0.7)),
      ellipse(x, y - 2, 12, 3, '#D9A430'),
      ...flames,
      bell,
    ].join('');
  };
  const circleArm = Math.cos(th * 2) * 14;
  out.push(
    person(300, 640, 320, {
      skin: at(SKINS, 3),
      top: C.saffron,
      dress: 'kurta',
      bottom: C.offWhite,
      hairStyle: 'short',
      back: true,
      arms: [40, 100 + circleArm],
      bend: [80, -40 + Math.sin(th * 2) * 22],
      extra: plate,
    }),
  );
  // devotees with folded hands
  const look = makeRng(55);
  for (let k = 0; k < 5; k++)
    out.push(
      person(560 + k * 90, 610, 220 + (k % 2) * 20, randomLook(look, { back: true, folded: true })),
    );
  return p.svg(out, VW, VH);
}

function videoDecorating(t: number, w: number, h: number): string {
  const p = new Pic(w, h, 803);
  const { rng } = p;
  const th = t * TAU;
  const out = [rect(0, 0, VW, VH, '#F6E9D4'), rect(0, 440, VW, 100, '#D9BF98')];
  for (const x of [100, 480, 860]) out.push(rect(x - 7, 40, 14, 410, '#C8A15A'));
  out.push(
    rect(107, 84, 366, 356, C.maroon),
    arch(190, 440, 200, 300, C.marigold),
    arch(204, 440, 172, 286, '#F6C36A'),
  );
  out.push(rect(70, 40, 820, 14, '#C8A15A'), rect(100, 54, 760, 30, C.saffron));
  // fairy lights chasing along the frame
  for (let k = 0; k < 40; k++) {
    const on = (k + Math.floor(t * 24)) % 4 === 0;
    const bx = 100 + k * 19;
    const by = 100 + Math.sin(k * 0.5) * 6;
    if (on) out.push(circle(bx, by, 12, p.glow(C.marigold, 0.8)));
    out.push(circle(bx, by, 4, on ? C.marigoldPale : C.orangeSoft));
  }
  const sway = Math.sin(th) * 16;
  out.push(
    garland([100, 120], [290, 120], 40, 7, { sway: sway * 0.5, tails: 90 }),
    garland([290, 120], [480, 120], 40, 7, { sway: sway * 0.5 }),
  );
  out.push(garland([480, 120], [660, 120], 55, 7, { sway }));
  // the ladder and a resident reaching up
  out.push(line(600, 450, 650, 140, C.woodLight, 8), line(680, 450, 700, 140, C.woodLight, 8));
  for (let k = 0; k < 8; k++) {
    const tt = k / 8;
    out.push(
      line(600 + 50 * tt + 4, 420 - 290 * tt, 680 + 20 * tt - 4, 420 - 290 * tt, C.woodLight, 6),
    );
  }
  const reach = Math.sin(th) * 12;
  out.push(
    person(665, 290, 150, {
      skin: at(SKINS, 3),
      top: C.indigo,
      bottom: '#37474F',
      hair: C.hairBlack,
      arms: [150 + reach, 165 - reach],
    }),
  );
  out.push(
    person(770, 480, 170, {
      skin: at(SKINS, 1),
      top: C.teal,
      dress: 'kurta',
      dupatta: C.marigold,
      bottom: '#E8E2D4',
      hair: C.hairBlack,
      hairStyle: 'long',
      arms: [20, 140 + reach],
      extra: (hd) => strand(hd.r[0], hd.r[1], 60, 6, [C.marigold, C.orangeSoft], reach),
    }),
  );
  out.push(rect(80, 450, 400, 80, C.indigoSoft, { rx: 8 }));
  out.push(
    person(180, 510, 150, {
      skin: at(SKINS, 4),
      top: C.pink,
      dress: 'saree',
      border: C.marigold,
      hair: C.hairBlack,
      hairStyle: 'bun',
      pose: 'sit',
      arms: [40 + Math.sin(th * 3) * 8, 40 - Math.sin(th * 3) * 8],
    }),
  );
  out.push(
    person(360, 510, 150, {
      skin: at(SKINS, 2),
      top: C.marigold,
      bottom: '#3E4A7A',
      hair: C.hairBlack,
      pose: 'sit',
      arms: [40 - Math.sin(th * 3) * 8, 40 + Math.sin(th * 3) * 8],
    }),
  );
  out.push(ellipse(270, 515, 40, 14, '#A0703A'), ellipse(270, 509, 34, 10, '#C08A4A'));
  for (let k = 0; k < 16; k++)
    out.push(
      circle(
        270 + rng.range(-26, 26),
        505 + rng.range(-5, 3),
        5,
        rng.pick([C.marigold, C.orangeSoft, C.saffron]),
      ),
    );
  out.push(bananaPlant(40, 450, 1.1), bananaPlant(920, 450, 1.1, true));
  return p.svg(out, VW, VH);
}

function videoDhol(t: number, w: number, h: number): string {
  const p = new Pic(w, h, 804);
  const th = t * TAU;
  const out = [
    sky(
      p,
      [
        [0, '#F08A4B'],
        [1, '#FDE3B8'],
      ],
      340,
      VW,
    ),
  ];
  out.push(
    group(
      facade(VW, 240, { ...TERRACOTTA, wall: '#E3A27E', wallSide: '#D28F6A', storeys: 2, bays: 8 }),
      { transform: 'translate(0 330)' },
    ),
  );
  out.push(rect(0, 326, VW, 214, '#CDB28C'));
  // sound rings from the drums
  for (let k = 0; k < 3; k++) {
    const r = ((t * 4 + k / 3) % 1) * 120;
    out.push(
      circle(480, 360, 40 + r, 'none', {
        stroke: C.marigold,
        'stroke-width': 4,
        opacity: num(0.5 * (1 - r / 120)),
      }),
    );
  }
  out.push(flagBearer(110, 480, 180, Math.sin(th * 2) * 20));
  out.push(dholGroup(p, 250, 500, 190, 6, th * 2, 125));
  return p.svg(out, VW, VH);
}

function videoProcession(t: number, w: number, h: number): string {
  const p = new Pic(w, h, 805);
  const rng = makeRng(905);
  const th = t * TAU;
  const out = [
    sky(
      p,
      [
        [0, '#3D4C9E'],
        [0.55, '#C9739A'],
        [1, '#FFB36B'],
      ],
      340,
      VW,
    ),
  ];
  // buildings drift past (one tile per loop)
  const tile = 480;
  const shift = -t * tile;
  for (let k = -1; k < 4; k++) {
    const bx = k * tile + shift;
    out.push(
      group(
        facade(220, 200, {
          ...TERRACOTTA,
          wall: '#B86A6A',
          wallSide: '#A85C5C',
          trim: '#E8C9B0',
          shade: '#8A4A4A',
          opening: '#3A2030',
          storeys: 2,
          bays: 3,
          lit: 0.5,
          rng: makeRng(77),
        }),
        { transform: `translate(${num(bx)} 340)` },
      ),
    );
    out.push(
      group(
        facade(200, 150, {
          ...TERRACOTTA,
          wall: '#8E6A9A',
          wallSide: '#7E5A8A',
          trim: '#E2CFE0',
          shade: '#5E4A6A',
          opening: '#2A2040',
          storeys: 2,
          bays: 3,
          lit: 0.5,
          rng: makeRng(78),
        }),
        { transform: `translate(${num(bx + 250)} 340)` },
      ),
    );
    out.push(
      line(bx + 235, 340, bx + 235, 200, C.ink, 4),
      circle(bx + 235, 200, 20, p.glow(C.marigoldPale, 0.8)),
      circle(bx + 235, 200, 6, C.marigoldPale),
    );
  }
  out.push(rect(0, 336, VW, 204, '#B99E80'));
  for (let k = -1; k < 9; k++)
    out.push(rect(k * 120 + ((shift * 1.5) % 120), 420, 60, 6, C.offWhite, { opacity: 0.4 }));
  out.push(processionFloat(p, 560, 500, 0.85, -th * 3, Math.sin(th * 2) * 8));
  // dancers and drummers walking along with the float
  out.push(dholGroup(p, 120, 540, 170, 3, th * 2, 110));
  for (let k = 0; k < 4; k++) {
    const look = randomLook(rng, {
      pose: 'walk',
      step: th * 4 + k,
      arms: [30 + Math.sin(th * 2 + k) * 30, 150 - Math.sin(th * 2 + k) * 20],
    });
    out.push(person(760 + k * 60, 560 + (k % 2) * 16, 170, look));
  }
  for (let k = 0; k < 16; k++) {
    const x = ((((rng.range(0, 1) - t) % 1) + 1) % 1) * 1100 - 70;
    out.push(
      circle(x, rng.range(200, 420), rng.range(20, 48), rng.pick([C.pink, C.saffron, C.marigold]), {
        opacity: 0.14,
      }),
    );
  }
  return p.svg(out, VW, VH);
}

// ---------------------------------------------------------------------------------------------
// Portraits
// ---------------------------------------------------------------------------------------------

interface PortraitSpec {
  bg: string;
  skin: string;
  hair: string;
  hairStyle:
    'short' | 'side' | 'curly' | 'long' | 'bun' | 'braid' | 'bald' | 'bob' | 'ponytail' | 'wavy';
  top: string;
  collar?: 'shirt' | 'kurta' | 'tee' | 'blazer' | 'saree';
  glasses?: boolean;
  moustache?: boolean;
  beard?: boolean;
  bindi?: boolean;
  dupatta?: string;
  earrings?: boolean;
  elder?: boolean;
  face?: 'round' | 'oval' | 'long';
}

function portrait(o: PortraitSpec): string {
  const p = new Pic(400, 400, 900);
  const out: string[] = [];
  const faceRx = o.face === 'round' ? 74 : o.face === 'long' ? 64 : 68;
  const faceRy = o.face === 'round' ? 80 : o.face === 'long' ? 90 : 84;
  const cy = 175;
  const shade = darken(o.skin, 0.12);
  const feature = '#2B1D16';
  out.push(rect(0, 0, 400, 400, o.bg));
  out.push(circle(200, 200, 170, lighten(o.bg, 0.18)));
  // hair behind the head
  if (o.hairStyle === 'long' || o.hairStyle === 'bob') {
    const len = o.hairStyle === 'long' ? 170 : 95;
    out.push(
      rect(200 - faceRx - 16, cy - faceRy + 10, (faceRx + 16) * 2, faceRy + len, o.hair, {
        rx: faceRx,
      }),
    );
  }
  if (o.hairStyle === 'bun') out.push(circle(200, cy - faceRy - 6, 34, o.hair));
  if (o.hairStyle === 'ponytail')
    out.push(
      ellipse(200 + faceRx + 14, cy + 10, 18, 60, o.hair, {
        transform: `rotate(-12 ${200 + faceRx + 14} ${cy + 10})`,
      }),
    );
  // shoulders and clothes
  const sTop = 308;
  out.push(
    path(
      d(
        'M',
        40,
        400,
        'Q',
        44,
        sTop,
        130,
        sTop - 8,
        'L',
        270,
        sTop - 8,
        'Q',
        356,
        sTop,
        360,
        400,
        'Z',
      ),
      o.top,
    ),
  );
  out.push(rect(172, cy + faceRy - 34, 56, 70, shade, { rx: 20 }));
  const collar = o.collar ?? 'shirt';
  if (collar === 'shirt' || collar === 'blazer') {
    if (collar === 'blazer') {
      out.push(path(d('M', 150, sTop - 8, 'L', 200, 400, 'L', 250, sTop - 8, 'Z'), C.offWhite));
      out.push(
        path(
          d('M', 150, sTop - 8, 'L', 190, 380, 'L', 170, 400, 'L', 120, 400, 'Z'),
          darken(o.top, 0.15),
        ),
      );
      out.push(
        path(
          d('M', 250, sTop - 8, 'L', 210, 380, 'L', 230, 400, 'L', 280, 400, 'Z'),
          darken(o.top, 0.15),
        ),
      );
    }
    const cc = collar === 'blazer' ? C.offWhite : lighten(o.top, 0.25);
    out.push(path(d('M', 168, sTop - 12, 'L', 200, sTop + 22, 'L', 178, sTop + 34, 'Z'), cc));
    out.push(path(d('M', 232, sTop - 12, 'L', 200, sTop + 22, 'L', 222, sTop + 34, 'Z'), cc));
  } else if (collar === 'kurta') {
    out.push(path(d('M', 176, sTop - 8, 'Q', 200, sTop + 16, 224, sTop - 8, 'Z'), shade));
    out.push(line(200, sTop + 8, 200, 400, darken(o.top, 0.15), 3));
    for (const by of [sTop + 30, sTop + 55]) out.push(circle(200, by, 4, C.marigold));
  } else if (collar === 'tee') {
    out.push(path(d('M', 170, sTop - 8, 'Q', 200, sTop + 24, 230, sTop - 8, 'Z'), shade));
  } else if (collar === 'saree') {
    out.push(path(d('M', 172, sTop - 8, 'Q', 200, sTop + 20, 228, sTop - 8, 'Z'), shade));
  }
  if (o.dupatta) {
    out.push(
      path(
        d(
          'M',
          100,
          sTop + 4,
          'Q',
          190,
          sTop + 30,
          290,
          400,
          'L',
          230,
          400,
          'Q',
          170,
          sTop + 60,
          70,
          sTop + 30,
          'Z',
        ),
        o.dupatta,
      ),
    );
    out.push(
      path(
        d(
          'M',
          94,
          sTop + 14,
          'Q',
          180,
          sTop + 46,
          248,
          400,
          'L',
          236,
          400,
          'Q',
          170,
          sTop + 56,
          80,
          sTop + 26,
          'Z',
        ),
        C.marigold,
        { opacity: 0.9 },
      ),
    );
  }
  if (!['bald', 'curly'].includes(o.hairStyle)) {
    const lift = o.hairStyle === 'side' || o.hairStyle === 'wavy' ? 16 : 10;
    out.push(
      ellipse(200, cy - 22, faceRx + 9, faceRy - 12 + lift, o.hair, {
        transform: `translate(0 ${-lift + 10})`,
      }),
    );
  }
  if (o.hairStyle === 'braid') {
    for (let k = 0; k < 7; k++)
      out.push(
        ellipse(
          200 + faceRx + 2 + k * 3,
          cy + 40 + k * 24,
          15 - k * 0.6,
          15,
          k % 2 ? darken(o.hair, 0.2) : o.hair,
        ),
      );
    out.push(circle(200 + faceRx + 23, cy + 200, 7, C.marigold));
  }
  // ears and face
  out.push(
    ellipse(200 - faceRx + 2, cy + 8, 14, 20, shade),
    ellipse(200 + faceRx - 2, cy + 8, 14, 20, shade),
  );
  if (o.earrings) {
    out.push(
      circle(200 - faceRx, cy + 34, 6, C.marigold),
      circle(200 + faceRx, cy + 34, 6, C.marigold),
    );
  }
  out.push(ellipse(200, cy, faceRx, faceRy, o.skin));
  // hair on top: a cap behind the face, then a fringe clipped to the face
  const top = cy - faceRy;
  const hs = o.hairStyle;
  if (hs === 'bald') {
    out.push(
      path(
        d(
          'M',
          200 - faceRx - 4,
          cy + 10,
          'Q',
          200 - faceRx - 6,
          cy - 40,
          200 - faceRx + 20,
          cy - 56,
          'L',
          200 - faceRx + 18,
          cy - 20,
          'Q',
          200 - faceRx + 6,
          cy - 6,
          200 - faceRx + 4,
          cy + 10,
          'Z',
        ),
        o.hair,
      ),
    );
    out.push(
      path(
        d(
          'M',
          200 + faceRx + 4,
          cy + 10,
          'Q',
          200 + faceRx + 6,
          cy - 40,
          200 + faceRx - 20,
          cy - 56,
          'L',
          200 + faceRx - 18,
          cy - 20,
          'Q',
          200 + faceRx - 6,
          cy - 6,
          200 + faceRx - 4,
          cy + 10,
          'Z',
        ),
        o.hair,
      ),
    );
    out.push(ellipse(185, top + 30, 24, 10, lighten(o.skin, 0.2), { opacity: 0.6 }));
  } else if (hs === 'curly') {
    for (let k = 0; k < 13; k++) {
      const a = Math.PI + (k / 12) * Math.PI;
      out.push(
        circle(200 + Math.cos(a) * (faceRx + 2), cy - 20 + Math.sin(a) * (faceRy - 6), 26, o.hair),
      );
    }
    out.push(ellipse(200, top + 34, faceRx - 6, 34, o.hair));
  } else {
    const fringes: Record<string, string> = {
      short: d(
        'M',
        90,
        0,
        'H',
        310,
        'V',
        cy - 30,
        'C',
        290,
        top + 30,
        240,
        top + 38,
        200,
        top + 36,
        'C',
        160,
        top + 38,
        110,
        top + 30,
        90,
        cy - 30,
        'Z',
      ),
      side: d(
        'M',
        90,
        0,
        'H',
        310,
        'V',
        cy - 22,
        'C',
        300,
        top + 22,
        230,
        top + 56,
        168,
        top + 40,
        'C',
        140,
        top + 34,
        112,
        top + 46,
        90,
        cy - 28,
        'Z',
      ),
      long: d(
        'M',
        90,
        0,
        'H',
        310,
        'V',
        cy + 4,
        'C',
        280,
        top + 34,
        236,
        top + 22,
        200,
        top + 28,
        'C',
        164,
        top + 22,
        120,
        top + 34,
        90,
        cy + 4,
        'Z',
      ),
      bob: d(
        'M',
        90,
        0,
        'H',
        310,
        'V',
        cy - 6,
        'Q',
        280,
        top + 64,
        200,
        top + 56,
        'Q',
        120,
        top + 64,
        90,
        cy - 6,
        'Z',
      ),
    };
    const kind =
      hs === 'wavy' ? 'side' : hs === 'bun' || hs === 'braid' || hs === 'ponytail' ? 'long' : hs;
    const fringe = fringes[kind] ?? fringes.short ?? '';
    const face = p.clip(ellipse(200, cy, faceRx, faceRy, C.ink));
    out.push(group(path(fringe, o.hair), { 'clip-path': face }));
    if (kind === 'side') {
      out.push(
        group(
          path(
            d(
              'M',
              150,
              top + 10,
              'Q',
              220,
              top - 4,
              200 + faceRx,
              top + 50,
              'Q',
              222,
              top + 24,
              150,
              top + 10,
              'Z',
            ),
            lighten(o.hair, 0.14),
          ),
          { 'clip-path': face },
        ),
      );
    }
    if (kind === 'long')
      out.push(line(200, top + 2, 200, top + 24, lighten(o.hair, 0.25), 2.5, { opacity: 0.7 }));
  }
  // brows, eyes, nose, smile, cheeks
  const ey = cy - 4;
  for (const side of [-1, 1]) {
    const ex = 200 + side * faceRx * 0.4;
    out.push(
      stroke(
        d('M', ex - 14, ey - 22, 'Q', ex, ey - 29 + (o.elder ? 2 : 0), ex + 14, ey - 22),
        o.elder ? darken(o.hair, 0.3) : feature,
        5,
      ),
    );
    out.push(ellipse(ex, ey, 7, 8, feature));
    out.push(circle(ex + 2.5, ey - 3, 2.2, C.white));
    out.push(ellipse(ex + side * 2, ey + 30, 14, 8, C.pink, { opacity: 0.14 }));
    if (o.elder)
      out.push(stroke(d('M', ex + side * 20, ey - 2, 'q', side * 6, 4, side * 4, 10), shade, 2));
  }
  out.push(
    stroke(
      d('M', 200, ey + 8, 'Q', 196, ey + 26, 190, ey + 30, 'Q', 200, ey + 36, 206, ey + 30),
      shade,
      4,
    ),
  );
  if (o.moustache) {
    out.push(
      path(
        d(
          'M',
          166,
          ey + 50,
          'Q',
          184,
          ey + 34,
          200,
          ey + 42,
          'Q',
          216,
          ey + 34,
          234,
          ey + 50,
          'Q',
          216,
          ey + 46,
          200,
          ey + 50,
          'Q',
          184,
          ey + 46,
          166,
          ey + 50,
          'Z',
        ),
        o.beard ? o.hair : o.elder ? o.hair : C.hairBlack,
      ),
    );
  }
  if (o.beard) {
    out.push(
      path(
        d(
          'M',
          200 - faceRx + 4,
          cy + 6,
          'Q',
          200 - faceRx + 6,
          cy + faceRy + 10,
          200,
          cy + faceRy + 14,
          'Q',
          200 + faceRx - 6,
          cy + faceRy + 10,
          200 + faceRx - 4,
          cy + 6,
          'Q',
          200 + faceRx - 16,
          cy + 50,
          200,
          cy + 52,
          'Q',
          200 - faceRx + 16,
          cy + 50,
          200 - faceRx + 4,
          cy + 6,
          'Z',
        ),
        o.hair,
      ),
    );
  }
  out.push(stroke(d('M', 178, ey + 56, 'Q', 200, ey + 72, 222, ey + 56), '#7A2E2A', 5));
  if (o.bindi) out.push(circle(200, ey - 34, 6, C.red));
  if (o.glasses) {
    for (const side of [-1, 1]) {
      out.push(
        rect(200 + side * faceRx * 0.4 - 22, ey - 16, 44, 34, 'none', {
          rx: 12,
          stroke: '#2B2B3A',
          'stroke-width': 5,
        }),
      );
    }
    out.push(stroke(d('M', 192, ey - 4, 'Q', 200, ey - 10, 208, ey - 4), '#2B2B3A', 5));
    out.push(line(200 - faceRx * 0.4 - 22, ey - 6, 200 - faceRx + 2, ey - 10, '#2B2B3A', 5));
    out.push(line(200 + faceRx * 0.4 + 22, ey - 6, 200 + faceRx - 2, ey - 10, '#2B2B3A', 5));
  }
  return p.svg(out);
}

/** Portrait 15 stands for a whole batch: three friends together. */
function portraitBatch(): string {
  const p = new Pic(400, 400, 915);
  const out = [
    rect(0, 0, 400, 400, C.indigoSoft),
    circle(200, 200, 170, lighten(C.indigoSoft, 0.18)),
  ];
  const friends: [number, number, number, string, string, HairStyle][] = [
    [100, 500, 370, at(SKINS, 1), C.marigold, 'bald'],
    [300, 500, 370, at(SKINS, 4), C.saffron, 'short'],
    [200, 530, 420, at(SKINS, 2), C.teal, 'bun'],
  ];
  for (const [x, y, h, skin, top, hairStyle] of friends) {
    out.push(
      person(x, y, h, {
        skin,
        top,
        hairStyle,
        hair: hairStyle === 'short' ? C.hairBlack : C.hairGrey,
        dress: hairStyle === 'bun' ? 'kurta' : 'shirt',
        dupatta: hairStyle === 'bun' ? C.marigold : undefined,
        arms: [8, 8],
      }),
    );
  }
  return p.svg(out);
}

const PORTRAITS: (PortraitSpec | 'batch')[] = [
  // 1 President: a retired engineer from the 1970s batch
  {
    bg: C.marigold,
    skin: at(SKINS, 2),
    hair: C.hairWhite,
    hairStyle: 'bald',
    top: C.offWhite,
    collar: 'kurta',
    glasses: true,
    moustache: true,
    elder: true,
    face: 'round',
  },
  // 2 Secretary
  {
    bg: C.indigoPale,
    skin: at(SKINS, 1),
    hair: C.hairBlack,
    hairStyle: 'bun',
    top: C.saffron,
    collar: 'saree',
    bindi: true,
    dupatta: C.maroon,
    earrings: true,
  },
  // 3 Treasurer, a physician
  {
    bg: '#B3E5FC',
    skin: at(SKINS, 3),
    hair: '#55504C',
    hairStyle: 'side',
    top: '#90CAF9',
    collar: 'shirt',
    glasses: true,
    moustache: true,
    face: 'oval',
  },
  // 4 Member, buildings
  {
    bg: C.peach,
    skin: at(SKINS, 4),
    hair: C.hairBlack,
    hairStyle: 'short',
    top: C.indigo,
    collar: 'blazer',
    moustache: true,
    face: 'round',
  },
  // 5 Member, scholarships
  {
    bg: C.marigoldPale,
    skin: at(SKINS, 0),
    hair: C.hairGrey,
    hairStyle: 'bun',
    top: C.teal,
    collar: 'saree',
    bindi: true,
    dupatta: C.saffron,
    glasses: true,
    elder: true,
    earrings: true,
  },
  // 6 Warden
  {
    bg: '#C8E6C9',
    skin: at(SKINS, 3),
    hair: C.hairBlack,
    hairStyle: 'side',
    top: C.offWhite,
    collar: 'shirt',
    moustache: true,
    face: 'long',
  },
  // 7 Office superintendent
  {
    bg: C.saffron,
    skin: at(SKINS, 2),
    hair: C.hairBlack,
    hairStyle: 'braid',
    top: C.marigoldSoft,
    collar: 'saree',
    bindi: true,
    dupatta: C.indigo,
    earrings: true,
    face: 'round',
  },
  // 8 Mess manager
  {
    bg: C.indigoSoft,
    skin: at(SKINS, 5),
    hair: C.hairBlack,
    hairStyle: 'curly',
    top: C.marigold,
    collar: 'kurta',
    moustache: true,
    face: 'round',
  },
  // 9 Student, cricket captain
  {
    bg: '#BBDEFB',
    skin: at(SKINS, 2),
    hair: C.hairBlack,
    hairStyle: 'wavy',
    top: C.saffron,
    collar: 'tee',
    face: 'oval',
  },
  // 10 Student, cultural secretary
  {
    bg: C.marigold,
    skin: at(SKINS, 1),
    hair: C.hairBrown,
    hairStyle: 'long',
    top: C.indigo,
    collar: 'kurta',
    bindi: true,
    earrings: true,
    face: 'oval',
  },
  // 11 Student, sports secretary
  {
    bg: C.grassLight,
    skin: at(SKINS, 4),
    hair: C.hairBlack,
    hairStyle: 'short',
    top: C.indigoDeep,
    collar: 'tee',
    beard: true,
    moustache: true,
    face: 'long',
  },
  // 12 Student, library secretary
  {
    bg: '#FFCCBC',
    skin: at(SKINS, 3),
    hair: C.hairBlack,
    hairStyle: 'ponytail',
    top: C.teal,
    collar: 'tee',
    glasses: true,
    earrings: true,
  },
  // 13 Alumni relations, a doctor
  {
    bg: C.indigo,
    skin: at(SKINS, 1),
    hair: '#3A302C',
    hairStyle: 'bob',
    top: C.offWhite,
    collar: 'blazer',
    glasses: true,
    earrings: true,
    bindi: true,
    face: 'oval',
  },
  // 14 Library endowment, an elder benefactor
  {
    bg: '#D7CCC8',
    skin: at(SKINS, 2),
    hair: C.hairWhite,
    hairStyle: 'side',
    top: C.cream,
    collar: 'kurta',
    beard: true,
    moustache: true,
    glasses: true,
    elder: true,
    face: 'long',
  },
  'batch',
  // 16 Dining hall renovation, an elder benefactor
  {
    bg: C.orangeSoft,
    skin: at(SKINS, 3),
    hair: C.hairGrey,
    hairStyle: 'bun',
    top: C.maroon,
    collar: 'saree',
    dupatta: C.marigold,
    bindi: true,
    glasses: true,
    elder: true,
    earrings: true,
    face: 'round',
  },
];

// ---------------------------------------------------------------------------------------------
// Rendering
// ---------------------------------------------------------------------------------------------

const WEBP = { quality: 70, effort: 6 } as const;

async function writeWebp(
  file: string,
  svg: string,
  post?: (img: sharp.Sharp) => sharp.Sharp,
): Promise<void> {
  let img = sharp(Buffer.from(svg));
  if (post) img = post(img);
  await img.webp(WEBP).toFile(file);
}

/** Warm sepia for the founding-years picture, keeping the flat colours. */
const sepia = (img: sharp.Sharp) =>
  img.recomb([
    [0.334, 0.654, 0.161],
    [0.297, 0.583, 0.143],
    [0.231, 0.454, 0.111],
  ]);

const PICTURES: [name: string, draw: () => string][] = [
  ['banner-hostel', bannerHostel],
  ['card-sports', cardSports],
  ['card-ganesh', cardGanesh],
  ['card-alumni', cardAlumni],
  ['home-1', homeCourtyard],
  ['home-2', homeLibrary],
  ['home-3', homeCricketDusk],
  ['home-4', homePandalExterior],
  ['home-5', homeDining],
  ['gc-1', gcIdol],
  ['gc-2', gcAarti],
  ['gc-3', gcDecorating],
  ['gc-4', gcRangoli],
  ['gc-5', gcDholTasha],
  ['gc-6', gcImmersion],
  ['ac-1', acMeeting],
  ['ac-2', acMentoring],
  ['ac-3', acGroupPhoto],
  ['ac-4', acCricket],
  ['ac-5', acScholarship],
];

const VIDEOS: VideoScene[] = [
  videoInstallation,
  videoAarti,
  videoDecorating,
  videoDhol,
  videoProcession,
];
const FPS = 12;
const SECONDS = 5;

function hasFfmpeg(): boolean {
  return spawnSync('ffmpeg', ['-version'], { stdio: 'ignore' }).status === 0;
}

async function renderVideo(scene: VideoScene, file: string): Promise<void> {
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

async function sizeReport(dir: string): Promise<{ total: number; largest: [string, number] }> {
  let total = 0;
  let largest: [string, number] = ['', 0];
  for (const name of await readdir(dir)) {
    const { size } = await stat(join(dir, name));
    total += size;
    if (size > largest[1]) largest = [name, size];
  }
  return { total, largest };
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const noVideo = args.includes('--no-video');
  const only = args.filter((a) => !a.startsWith('--'));
  const wanted = (name: string) => only.length === 0 || only.some((o) => name.startsWith(o));
  await mkdir(ART_DIR, { recursive: true });
  await mkdir(PORTRAIT_DIR, { recursive: true });

  for (const [name, draw] of PICTURES) {
    if (wanted(name)) await writeWebp(join(ART_DIR, `${name}.webp`), draw());
  }
  if (wanted('history-founding')) {
    await writeWebp(join(ART_DIR, 'history-founding.webp'), historyFounding(), sepia);
  }
  for (const [i, scene] of VIDEOS.entries()) {
    const name = `gc-video-${i + 1}`;
    if (!wanted(name)) continue;
    await writeWebp(join(ART_DIR, `${name}-poster.webp`), scene(0.1, VW, VH));
    if (noVideo) continue;
    if (hasFfmpeg()) await renderVideo(scene, join(ART_DIR, `${name}.webm`));
    else console.warn(`ffmpeg not found: skipped ${name}.webm`);
  }
  for (const [i, spec] of PORTRAITS.entries()) {
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
