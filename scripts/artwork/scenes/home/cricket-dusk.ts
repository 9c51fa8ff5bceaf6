import { Pic } from '../../core/pic';
import { facadeAt } from '../../motifs/architecture';
import { cricketMatch } from '../../motifs/cricket';
import { treeLine } from '../../motifs/plants';
import { birds, sky, sun } from '../../motifs/sky';
import { TERRACOTTA } from '../../palette';

/** Cricket at dusk, with lights coming on in the hostel behind the ground. */
export function homeCricketDusk(): string {
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
    facadeAt(80, 244, 300, 110, {
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
    cricketMatch(p, { horizon: 240, dusk: true }),
  ];
  return p.svg(out);
}
