import { Pic } from '../../core/pic';
import { circle, rect } from '../../core/svg';
import { ganesh, mouse } from '../../motifs/ganesh';
import { garland, strand } from '../../motifs/garlands';
import { diya } from '../../motifs/lamps';
import { C } from '../../palette';

/** The idol close up, under marigold garlands. */
export function festivalIdol(): string {
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
