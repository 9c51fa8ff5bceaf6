import type { Clock } from './clock';
import type { Config } from './config';
import type { CacheVersions } from './db/cache-versions';
import type { DatabaseHandle } from './db/client';
import type { RateLimits } from './http/rate-limits';
import type { TokenService } from './http/tokens';
import type { Mailer } from './mail/mailer';

/** What every feature module is given: the one place services get their collaborators from. */
export interface AppContext {
  config: Config;
  database: DatabaseHandle;
  cacheVersions: CacheVersions;
  clock: Clock;
  mailer: Mailer;
  tokens: TokenService;
  limits: RateLimits;
}
