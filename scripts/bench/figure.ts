/** One measured figure of `npm run bench`, printed beside its target. */
export interface Figure {
  name: string;
  value: string;
  /** The DESIGN.md section 8 target, or '(none)' for figures reported for information. */
  target: string;
  met: boolean;
}
