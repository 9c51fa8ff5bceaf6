import { ABOUT_SECTIONS } from '../../../domain/about';
import type { AboutContent, AboutSection } from '../../../domain/about-schemas';
import type { AppContext } from '../../context';
import { aboutContent, aboutSections } from '../../db/schema';

export class AboutService {
  constructor(private readonly context: Pick<AppContext, 'database'>) {}

  private get db() {
    return this.context.database.db;
  }

  async getContent(): Promise<AboutContent> {
    const [row] = await this.db.select().from(aboutContent);
    return { content: row?.content ?? '', images: [] };
  }

  /** All six sections in the page's order; one never saved has its label as title and no members. */
  async listSections(): Promise<AboutSection[]> {
    const rows = await this.db.select().from(aboutSections);
    const saved = new Map(rows.map((row) => [row.sectionType, row]));
    return ABOUT_SECTIONS.map((section) => {
      const row = saved.get(section.key);
      return {
        sectionType: section.key,
        label: section.label,
        title: row?.title || section.label,
        allowMultiple: section.allowMultiple,
        members: row?.members ?? [],
      };
    });
  }
}
