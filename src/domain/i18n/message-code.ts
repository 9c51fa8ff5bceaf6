/**
 * The stable code of a message under its constant's prefix (decision record 24): the key in
 * kebab case, `full` in `registration` giving `registration.full`, `emailInvalid` in `field`
 * giving `field.email-invalid`.
 */
export const messageCode = (prefix: string, key: string) =>
  `${prefix}.${key
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replaceAll('_', '-')
    .toLowerCase()}`;
