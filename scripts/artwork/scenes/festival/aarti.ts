import { TAU } from '../../core/geometry';
import { Pic } from '../../core/pic';
import { circle, d, ellipse, path, rect } from '../../core/svg';
import { arch } from '../../motifs/architecture';
import { ganesh } from '../../motifs/ganesh';
import { garland } from '../../motifs/garlands';
import { diya, samai } from '../../motifs/lamps';
import { C } from '../../palette';

/** The evening aarti: the idol, samai lamps, steps lined with diyas and the aarti plate. */
export function festivalAarti(): string {
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
