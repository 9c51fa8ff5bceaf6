import { SUPPORT_ROLE, type SiteConfig } from '../../../domain/site-config';
import type { AppContext } from '../../context';

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

  publicConfig(): SiteConfig {
    const { config } = this.context;
    return {
      siteName: config.siteName,
      timeZone: config.timeZone,
      support: { name: config.support.name, role: SUPPORT_ROLE, phone: config.support.phone },
      contact: config.contact,
      // The demo member is offered here once accounts exist, and never in production.
      demoAccount: null,
      paymentsLive: false,
    };
  }
}
