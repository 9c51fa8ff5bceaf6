/**
 * The picture formats an upload may have. The server's check, the file picker, the browser's
 * check before sending and the hint beside the Upload button all read this one list.
 */
export const ACCEPTED_IMAGE_TYPES = [
  { format: 'jpeg', mimeType: 'image/jpeg', name: 'JPEG' },
  { format: 'png', mimeType: 'image/png', name: 'PNG' },
  { format: 'webp', mimeType: 'image/webp', name: 'WebP' },
  { format: 'gif', mimeType: 'image/gif', name: 'GIF' },
] as const;

export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

const names = ACCEPTED_IMAGE_TYPES.map((type) => type.name);

/** 'JPEG, PNG, WebP or GIF'. */
export const ACCEPTED_IMAGE_NAMES = `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;

/** The file picker's `accept`: the accepted types only, so it offers no other files. */
export const ACCEPTED_IMAGE_MIME_TYPES: readonly string[] = ACCEPTED_IMAGE_TYPES.map(
  (type) => type.mimeType,
);

const maxMegabytes = UPLOAD_MAX_BYTES / (1024 * 1024);

/** The hint beside an Upload button. */
export const IMAGE_UPLOAD_HINT = `${ACCEPTED_IMAGE_NAMES}, at most ${maxMegabytes} MB.`;

export const IMAGE_TOO_LARGE = `The image is larger than ${maxMegabytes} MB. Please choose a smaller picture.`;
