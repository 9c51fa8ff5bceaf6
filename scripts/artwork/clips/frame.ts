/**
 * Clip scenes draw in a 960×540 design space and are rendered at 960×540 for the posters and at
 * 640×360 for the clips' frames. `t` runs from 0 to 1 over one loop, so every motion must be
 * periodic in t for the clip to loop without a jump.
 */
export const CLIP_WIDTH = 960;
export const CLIP_HEIGHT = 540;

export type ClipScene = (t: number, w: number, h: number) => string;
