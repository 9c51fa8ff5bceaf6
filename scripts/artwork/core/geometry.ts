/** Points, angles and curves. */
export type Pt = [number, number];

export const TAU = Math.PI * 2;

export const rad = (deg: number) => (deg * Math.PI) / 180;

/** Points along a quadratic curve from a to b whose middle hangs `sag` below (sideways `sway`). */
export function curvePoints(a: Pt, b: Pt, sag: number, count: number, sway = 0): Pt[] {
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
