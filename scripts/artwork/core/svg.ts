/** SVG markup as strings: elements, path data and transforms, with numbers rounded to two decimals. */
import type { Pt } from './geometry';

export type Attrs = Record<string, string | number | undefined>;

export const num = (n: number): string => String(Math.round(n * 100) / 100);

export function el(tag: string, attrs: Attrs = {}, children?: string): string {
  const a = Object.entries(attrs)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${typeof v === 'number' ? num(v) : v}"`)
    .join('');
  return children === undefined ? `<${tag}${a}/>` : `<${tag}${a}>${children}</${tag}>`;
}

/** Builds path data from commands and numbers: d('M', 0, 0, 'L', 10, 10). */
export const d = (...parts: (string | number)[]): string =>
  parts.map((p) => (typeof p === 'number' ? num(p) : p)).join(' ');

export const rect = (x: number, y: number, w: number, h: number, fill: string, a: Attrs = {}) =>
  el('rect', { x, y, width: w, height: h, fill, ...a });

export const circle = (cx: number, cy: number, r: number, fill: string, a: Attrs = {}) =>
  el('circle', { cx, cy, r, fill, ...a });

export const ellipse = (
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  fill: string,
  a: Attrs = {},
) => el('ellipse', { cx, cy, rx, ry, fill, ...a });

export const path = (dd: string, fill: string, a: Attrs = {}) => el('path', { d: dd, fill, ...a });

export const poly = (pts: Pt[], fill: string, a: Attrs = {}) =>
  el('polygon', { points: pts.map(([x, y]) => `${num(x)},${num(y)}`).join(' '), fill, ...a });

export const line = (
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  stroke: string,
  w: number,
  a: Attrs = {},
) => el('line', { x1, y1, x2, y2, stroke, 'stroke-width': w, 'stroke-linecap': 'round', ...a });

export const stroke = (dd: string, color: string, w: number, a: Attrs = {}) =>
  path(dd, 'none', {
    stroke: color,
    'stroke-width': w,
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
    ...a,
  });

export const group = (children: string | string[], a: Attrs = {}) =>
  el('g', a, Array.isArray(children) ? children.join('') : children);

export const tf = (x: number, y: number, s = 1, rot = 0) =>
  `translate(${num(x)} ${num(y)})${rot ? ` rotate(${num(rot)})` : ''}${s !== 1 ? ` scale(${num(s)})` : ''}`;
