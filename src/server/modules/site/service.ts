import { SUPPORT_ROLE, type SiteConfig } from '@/domain/site-config';
import type { AppContext } from '@/server/context';
import { DEMO_MEMBER, demoMemberExists } from '../accounts/demo-member';

export type Health = { status: 'ok'; database: 'up' } | { status: 'degraded'; database: 'down' };

export interface Readiness {
  status: 'ready' | 'not ready';
  database: 'up' | 'down';
  redis: 'up' | 'down' | 'not used';
  stopping: boolean;
}

/** A dependency that has not answered within this is down, as far as readiness goes. */
const READY_TIMEOUT_MS = 2000;

function withinTimeout(work: Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), READY_TIMEOUT_MS);
  });
  return Promise.race([
    work.then(
      () => true,
      () => false,
    ),
    timeout,
  ]).finally(() => clearTimeout(timer));
}

export class SiteService {
  constructor(
    private readonly context: Pick<AppContext, 'config' | 'database'> &
      Partial<Pick<AppContext, 'redis' | 'stopping'>>,
  ) {}

  async health(): Promise<Health> {
    try {
      await this.context.database.ping();
      return { status: 'ok', database: 'up' };
    } catch {
      return { status: 'degraded', database: 'down' };
    }
  }

  /**
   * Whether this instance should get traffic: it is not stopping, the database answers and
   * Redis (when configured) answers. An instance applying migrations is not listening yet.
   */
  async ready(): Promise<Readiness> {
    const { database, redis, stopping } = this.context;
    const [databaseUp, redisUp] = await Promise.all([
      withinTimeout(database.ping()),
      redis ? redis.status === 'ready' && withinTimeout(redis.ping()) : Promise.resolve(true),
    ]);
    const isStopping = stopping?.() ?? false;
    return {
      status: databaseUp && redisUp && !isStopping ? 'ready' : 'not ready',
      database: databaseUp ? 'up' : 'down',
      redis: redis ? (redisUp ? 'up' : 'down') : 'not used',
      stopping: isStopping,
    };
  }

  async publicConfig(): Promise<SiteConfig> {
    const { config, database } = this.context;
    const demo = config.demoAccount && (await demoMemberExists(database.db));
    return {
      siteName: config.siteName,
      timeZone: config.timeZone,
      support: { name: config.support.name, role: SUPPORT_ROLE, phone: config.support.phone },
      contact: config.contact,
      demoAccount: demo ? { email: DEMO_MEMBER.email, password: DEMO_MEMBER.password } : null,
      taxReceipts: config.trust !== null,
      paymentsLive: config.payments.mode !== 'off',
      payments: {
        mode: config.payments.mode,
        checkoutScriptUrl: config.payments.checkoutScriptUrl,
        donationCeiling: config.payments.donationCeiling,
      },
    };
  }
}
