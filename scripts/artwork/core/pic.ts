import { makeRng, type Rng } from './random';
import { el } from './svg';

export type Stop = [offset: number, color: string, opacity?: number];

/** One picture: collects gradient and clip definitions and wraps the body into an SVG. */
export class Pic {
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
