import {
  ABOUT_SECTIONS,
  aboutSectionDefinition,
  type AboutSectionKey,
} from '../../../domain/about';
import type { z } from 'zod';
import type {
  AboutContent,
  AboutSection,
  aboutSectionInputSchema,
} from '../../../domain/about-schemas';
import type { AppContext } from '../../context';
import { aboutContent, aboutSections } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { SAFE_IMAGE_SRC, sanitizeAboutHtml } from './sanitize';

type SectionInput = z.output<typeof aboutSectionInputSchema>;

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

  /** Stores the HTML sanitized, so nothing unsafe is ever served, whoever reads it. */
  async saveContent(content: string): Promise<AboutContent> {
    const clean = sanitizeAboutHtml(content);
    const now = new Date();
    await this.db
      .insert(aboutContent)
      .values({ id: 1, content: clean, updatedAt: now })
      .onConflictDoUpdate({ target: aboutContent.id, set: { content: clean, updatedAt: now } });
    return { content: clean, images: [] };
  }

  async saveSection(key: AboutSectionKey, input: SectionInput): Promise<AboutSection> {
    const definition = aboutSectionDefinition(key);
    if (!definition.allowMultiple && input.members.length > 1) {
      throw badRequest(`The ${definition.label} section has one member.`);
    }
    const badImage = input.members.find(
      (member) => member.image !== '' && !SAFE_IMAGE_SRC.test(member.image),
    );
    if (badImage)
      throw badRequest(
        `The picture of ${badImage.name || 'a member'} must be an uploaded image or an https address.`,
      );
    const title = input.title || definition.label;
    const now = new Date();
    await this.db
      .insert(aboutSections)
      .values({ sectionType: key, title, members: input.members, updatedAt: now })
      .onConflictDoUpdate({
        target: aboutSections.sectionType,
        set: { title, members: input.members, updatedAt: now },
      });
    return {
      sectionType: key,
      label: definition.label,
      title,
      allowMultiple: definition.allowMultiple,
      members: input.members,
    };
  }
}
