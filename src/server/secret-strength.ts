/** The least a production JWT_SECRET must have: length, and randomness that length alone hides. */
export const MIN_SECRET_LENGTH = 32;
export const MIN_SECRET_ENTROPY_BITS = 96;

const WELL_KNOWN = ['secret', 'changeme', 'change-me', 'jwt_secret', 'jwtsecret', 'password'];

/**
 * The entropy a secret shows, from how often each of its characters occurs (Shannon): 32
 * identical characters show none, 32 random base64 characters about 140 bits. It cannot see
 * every pattern, so the checks below also refuse a repeated chunk and well-known words.
 */
export function estimatedEntropyBits(secret: string): number {
  const characters = [...secret];
  const counts = new Map<string, number>();
  for (const character of characters) counts.set(character, (counts.get(character) ?? 0) + 1);
  let bitsPerCharacter = 0;
  for (const count of counts.values()) {
    const share = count / characters.length;
    bitsPerCharacter -= share * Math.log2(share);
  }
  return bitsPerCharacter * characters.length;
}

/** Why a secret is too weak to sign production tokens, or null when it will do. */
export function weakSecretReason(secret: string | undefined): string | null {
  if (!secret) return 'is not set';
  if ([...secret].length < MIN_SECRET_LENGTH)
    return `is shorter than ${MIN_SECRET_LENGTH} characters`;
  const lower = secret.toLowerCase();
  if (WELL_KNOWN.some((word) => lower.includes(word))) return 'contains a well-known word';
  if (/^(.+?)\1+$/su.test(secret)) return 'is one short piece repeated';
  if (estimatedEntropyBits(secret) < MIN_SECRET_ENTROPY_BITS) return 'is not random enough';
  return null;
}
