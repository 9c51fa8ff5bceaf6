import {
  ABOUT_SECTIONS,
  aboutSectionDefinition,
  SAFE_IMAGE_SRC,
  type AboutSectionKey,
} from '@/domain/about';
import type { z } from 'zod';
import type { AboutContent, AboutSection, aboutSectionInputSchema } from '@/domain/about-schemas';
import type { AppContext } from '@/server/context';
import { aboutContent, aboutSections } from '@/server/db/schema';
import { eq } from 'drizzle-orm';
import type { AuditActor } from '@/server/http/access';
import { badRequest } from '@/server/http/errors';
import { audit } from '../audit/audit';

type SectionInput = z.output<typeof aboutSectionInputSchema>;

export class AboutService {
  constructor(private readonly context: Pick<AppContext, 'database' | 'clock'>) {}

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
  async saveContent(content: string, actor: AuditActor): Promise<AboutContent> {
    // sanitize-html (with its HTML parser) loads at the first save, not at every start.
    const { sanitizeAboutHtml } = await import('./sanitize');
    const clean = sanitizeAboutHtml(content);
    const now = this.context.clock.now();
    await this.db.transaction(async (tx) => {
      const [before] = await tx.select().from(aboutContent).for('update');
      await tx
        .insert(aboutContent)
        .values({ id: 1, content: clean, updatedAt: now })
        .onConflictDoUpdate({ target: aboutContent.id, set: { content: clean, updatedAt: now } });
      await audit(
        tx,
        actor,
        'about.update',
        { type: 'about', id: 'content' },
        { content: before?.content ?? '' },
        { content: clean },
      );
    });
    return { content: clean, images: [] };
  }

  async saveSection(
    key: AboutSectionKey,
    input: SectionInput,
    actor: AuditActor,
  ): Promise<AboutSection> {
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
    const now = this.context.clock.now();
    await this.db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(aboutSections)
        .where(eq(aboutSections.sectionType, key))
        .for('update');
      await tx
        .insert(aboutSections)
        .values({ sectionType: key, title, members: input.members, updatedAt: now })
        .onConflictDoUpdate({
          target: aboutSections.sectionType,
          set: { title, members: input.members, updatedAt: now },
        });
      await audit(
        tx,
        actor,
        'about-section.update',
        { type: 'about-section', id: key },
        { title: before?.title ?? definition.label, members: before?.members ?? [] },
        { title, members: input.members },
      );
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
