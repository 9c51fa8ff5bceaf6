import { jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import {
  ADMIN_TOKEN_TTL_SECONDS,
  adminClaimsSchema,
  USER_TOKEN_TTL_SECONDS,
  userClaimsSchema,
  type AdminClaims,
  type UserClaims,
} from '@/domain/session';
import type { Clock } from '../clock';

export type Identity = UserClaims | AdminClaims;

const identitySchema = z.discriminatedUnion('role', [userClaimsSchema, adminClaimsSchema]);

/** Signs and checks the HS256 tokens of users and admins against the server's clock. */
export class TokenService {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    private readonly clock: Clock,
  ) {
    if (secret.length < 16) throw new Error('The JWT secret is too short.');
    this.key = new TextEncoder().encode(secret);
  }

  signUser(claims: Omit<UserClaims, 'role'>): Promise<string> {
    return this.sign({ ...claims, role: 'user' }, USER_TOKEN_TTL_SECONDS);
  }

  signAdmin(claims: Omit<AdminClaims, 'role'>): Promise<string> {
    return this.sign({ ...claims, role: 'admin' }, ADMIN_TOKEN_TTL_SECONDS);
  }

  /** The identity a token proves, or null when it is malformed, forged or expired. */
  async verify(token: string): Promise<Identity | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        // Every token this server signs expires; one without `exp` would be valid forever.
        requiredClaims: ['exp', 'iat', 'sub'],
        maxTokenAge: ADMIN_TOKEN_TTL_SECONDS,
        currentDate: this.clock.now(),
      });
      const parsed = identitySchema.safeParse(payload);
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  }

  private sign(claims: Identity, ttlSeconds: number): Promise<string> {
    const issuedAt = Math.floor(this.clock.now().getTime() / 1000);
    const { sub, ...rest } = claims;
    return new SignJWT(rest)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(sub)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + ttlSeconds)
      .sign(this.key);
  }
}
