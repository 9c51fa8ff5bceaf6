import { darken, lighten } from '../core/colour';
import { Pic } from '../core/pic';
import { circle, ellipse, rect } from '../core/svg';
import { C } from '../palette';
import { clothes } from './clothes';
import { features } from './features';
import { hairAroundFace, hairBehind, hairOnTop } from './hair';

export interface PortraitSpec {
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

/** The face's half-width and half-height, its centre's height, and the skin's shadow tone. */
export interface Face {
  rx: number;
  ry: number;
  cy: number;
  shade: string;
}

/** Ears, earrings and the face itself. */
function head(o: PortraitSpec, face: Face): string[] {
  const { rx: faceRx, ry: faceRy, cy, shade } = face;
  const out: string[] = [];
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
  return out;
}

/** A head-and-shoulders portrait, 400×400, of one member of the seed data. */
export function portrait(o: PortraitSpec): string {
  const p = new Pic(400, 400, 900);
  const face: Face = {
    rx: o.face === 'round' ? 74 : o.face === 'long' ? 64 : 68,
    ry: o.face === 'round' ? 80 : o.face === 'long' ? 90 : 84,
    cy: 175,
    shade: darken(o.skin, 0.12),
  };
  return p.svg([
    rect(0, 0, 400, 400, o.bg),
    circle(200, 200, 170, lighten(o.bg, 0.18)),
    ...hairBehind(o, face),
    ...clothes(o, face),
    ...hairAroundFace(o, face),
    ...head(o, face),
    ...hairOnTop(p, o, face),
    ...features(o, face),
  ]);
}
