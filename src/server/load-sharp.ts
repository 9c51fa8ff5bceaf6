import type Sharp from 'sharp';

let loading: Promise<typeof Sharp> | undefined;

/**
 * sharp (libvips, a native library with threads and caches of its own) is loaded at its first
 * use: an instance may serve for hours without an upload or a ticket. Its operation cache is
 * off, as each picture is made once and then stored, and one libvips thread per call does for
 * pictures this small.
 */
export function loadSharp(): Promise<typeof Sharp> {
  loading ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    sharp.concurrency(1);
    return sharp;
  });
  return loading;
}
