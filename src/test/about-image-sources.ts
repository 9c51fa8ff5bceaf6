/** The address of one of our uploaded images, as the server hands it out. */
export const OWN_IMAGE_PATH = '/images/6f1c2b9e-8a4d-4c3e-9b7a-1d2e3f4a5b6c';

/**
 * Image sources and whether the About HTML may show them: the server's sanitizer and the
 * client's must give the same answer for each.
 */
export const ABOUT_IMAGE_SOURCES: Array<[src: string, allowed: boolean]> = [
  [OWN_IMAGE_PATH, true],
  [`/api${OWN_IMAGE_PATH}`, true],
  ['https://cdn.example/a.webp', true],
  ['/images/abc-123', false],
  [`${OWN_IMAGE_PATH}/../../admin`, false],
  [OWN_IMAGE_PATH.slice(1), false],
  ['/images/', false],
  ['/uploads/6f1c2b9e-8a4d-4c3e-9b7a-1d2e3f4a5b6c', false],
  ['http://insecure.example/a.png', false],
  ['//evil.example/x.png', false],
  ['https:evil.example/x.png', false],
  ['https://cdn.example/a b.webp', false],
  ['data:image/png;base64,AAAA', false],
  ['javascript:alert(1)', false],
];
