/** Seeded randomness, so that every run draws exactly the same pictures. */
export interface Rng {
  (): number;
  range(a: number, b: number): number;
  int(a: number, b: number): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
}

/** mulberry32: a tiny, fast, seeded generator; the same seed always gives the same picture. */
export function makeRng(seed: number): Rng {
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
export function at<T>(items: readonly T[], i: number): T {
  const value = items[((i % items.length) + items.length) % items.length];
  if (value === undefined) throw new Error('at(): empty list');
  return value;
}
