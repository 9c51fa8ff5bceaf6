/** One measured figure of `npm run bench`, printed beside its target. */
export interface Figure {
  name: string;
  value: string;
  /** The target (docs/performance.md), or '(none)' for figures reported for information. */
  target: string;
  met: boolean;
}
