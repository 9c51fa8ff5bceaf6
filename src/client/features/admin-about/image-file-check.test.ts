import { describe, expect, it } from 'vitest';
import { ACCEPTED_IMAGE_TYPES, IMAGE_UPLOAD_HINT } from '@/domain/image-upload';
import { imageFileProblem } from './image-file-check';

const file = (type: string, size = 1024) => new File([new Uint8Array(size)], 'picture', { type });

describe('the check before an upload', () => {
  it.each(ACCEPTED_IMAGE_TYPES.map((type) => [type.name, type.mimeType]))(
    'sends a %s file (%s), as the hint says',
    (name, mimeType) => {
      expect(IMAGE_UPLOAD_HINT).toContain(name);
      expect(imageFileProblem(file(mimeType))).toBeNull();
    },
  );

  it.each(['image/svg+xml', 'image/tiff', 'image/heic', 'text/plain', ''])(
    'refuses a file of type "%s", naming the accepted formats',
    (type) => {
      expect(imageFileProblem(file(type))).toBe('Choose a picture file (JPEG, PNG, WebP or GIF).');
    },
  );

  it('refuses a picture over 5 MB', () => {
    expect(imageFileProblem(file('image/png', 5 * 1024 * 1024 + 1))).toBe(
      'The image is larger than 5 MB. Please choose a smaller picture.',
    );
    expect(imageFileProblem(file('image/png', 5 * 1024 * 1024))).toBeNull();
  });
});
