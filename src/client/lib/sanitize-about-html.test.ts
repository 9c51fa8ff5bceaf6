import { describe, expect, it } from 'vitest';
import { ABOUT_IMAGE_SOURCES } from '@/test/about-image-sources';
import { isAllowedAboutImageSource } from './sanitize-about-html';

describe('About image sources in the browser', () => {
  it.each(ABOUT_IMAGE_SOURCES)('judges %s allowed: %s, as the server does', (src, allowed) => {
    expect(isAllowedAboutImageSource(src)).toBe(allowed);
  });
});
