/**
 * What a session token says (its claims), decoded without checking the signature (the server's
 * business). Apart from session.ts, without React, so a visitor's page can tell a member's token.
 */

/** The claims of a user token. */
export interface SessionUser {
  /** The account id. */
  sub: string;
  /** The member's student id, shown as "ID". */
  id: string;
  name: string;
  email: string;
  role: 'user';
}

/** The claims of an admin token that the site's header shows. */
export interface AdminSession {
  username: string;
}

export const STRING_CLAIMS = ['sub', 'id', 'name', 'email'] as const;

/** Checked by hand rather than with zod, which would weigh on the landing page's bundle. */
export function toSessionUser(claims: unknown): SessionUser | null {
  if (typeof claims !== 'object' || claims === null) return null;
  const record = claims as Record<string, unknown>;
  if (record.role !== 'user') return null;
  if (!STRING_CLAIMS.every((claim) => typeof record[claim] === 'string')) return null;
  return {
    sub: String(record.sub),
    id: String(record.id),
    name: String(record.name),
    email: String(record.email),
    role: 'user',
  };
}

export function toAdminSession(claims: unknown): AdminSession | null {
  if (typeof claims !== 'object' || claims === null) return null;
  const record = claims as Record<string, unknown>;
  if (record.role !== 'admin' || typeof record.username !== 'string') return null;
  return { username: record.username };
}

/** Decodes the payload of a JWT (base64url JSON). The signature is the server's business. */
export function decodeClaims(token: string): unknown {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
    const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
    return JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return null;
  }
}
