import { SUPPORT_ROLE, type SiteConfig } from '../../../domain/site-config';
import type { AppContext } from '../../context';
import { DEMO_MEMBER, demoMemberExists } from '../accounts/demo-member';

export type Health = { status: 'ok'; database: 'up' } | { status: 'degraded'; database: 'down' };

export class SiteService {
  constructor(private readonly context: Pick<AppContext, 'config' | 'database'>) {}

  async health(): Promise<Health> {
    try {
      await this.context.database.ping();
      return { status: 'ok', database: 'up' };
    } catch {
      return { status: 'degraded', database: 'down' };
    }
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
      paymentsLive: false,
    };
  }
}
