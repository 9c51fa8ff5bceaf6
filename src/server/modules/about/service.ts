import {
  ABOUT_SECTIONS,
  aboutSectionDefinition,
  SAFE_IMAGE_SRC,
  type AboutSectionKey,
} from '@/domain/about';
import type { z } from 'zod';
import type { AboutContent, AboutSection, aboutSectionInputSchema } from '@/domain/about-schemas';
import type { Language } from '@/domain/i18n/languages';
import type { AppContext } from '@/server/context';
import { lockRow } from '@/server/db/client';
import { aboutContent, aboutSections } from '@/server/db/schema';
import { eq } from 'drizzle-orm';
import type { AuditActor } from '@/server/http/access';
import { badRequest } from '@/server/http/errors';
import { audit } from '../audit/audit';

type SectionInput = z.output<typeof aboutSectionInputSchema>;

/** Where each language's About text is kept. */
const COLUMNS = { en: 'content', hi: 'contentHi', mr: 'contentMr' } as const;

const originalOf = (row: typeof aboutContent.$inferSelect | undefined): AboutContent => ({
  content: row?.content ?? '',
  images: [],
  contentHi: row?.contentHi ?? '',
  contentMr: row?.contentMr ?? '',
});

export class AboutService {
  constructor(private readonly context: Pick<AppContext, 'database' | 'clock'>) {}

  private get db() {
    return this.context.database.db;
  }

  /** The About text in `language` where the committee wrote it, else the English. */
  async getContent(language: Language): Promise<AboutContent> {
    const [row] = await this.db.select().from(aboutContent);
    const written = language === 'hi' ? row?.contentHi : language === 'mr' ? row?.contentMr : null;
    if (written) return { content: written, images: [], language };
    return { content: row?.content ?? '', images: [], language: 'en' };
  }

  /** The three texts as the committee wrote them (the editor's read). */
  async getOriginal(): Promise<AboutContent> {
    const [row] = await this.db.select().from(aboutContent);
    return originalOf(row);
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

  /**
   * Stores one language's HTML sanitized, so nothing unsafe is ever served, whoever reads it. A
   * Hindi or Marathi text left empty is stored as not written.
   */
  async saveContent(content: string, language: Language, actor: AuditActor): Promise<AboutContent> {
    // sanitize-html (with its HTML parser) loads at the first save, not at every start.
    const { sanitizeAboutHtml } = await import('./sanitize');
    const clean = sanitizeAboutHtml(content);
    const column = COLUMNS[language];
    const stored = language === 'en' ? clean : clean || null;
    const now = this.context.clock.now();
    const saved = await this.db.transaction(async (tx) => {
      const [before] = await tx.select().from(aboutContent).for('update');
      const [after] = await tx
        .insert(aboutContent)
        .values({ id: 1, content: '', [column]: stored, updatedAt: now })
        .onConflictDoUpdate({ target: aboutContent.id, set: { [column]: stored, updatedAt: now } })
        .returning();
      await audit(
        tx,
        actor,
        'about.update',
        { type: 'about', id: language === 'en' ? 'content' : `content-${language}` },
        { content: before?.[column] ?? '' },
        { content: stored ?? '' },
      );
      return after;
    });
    return originalOf(saved);
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
      const before = await lockRow(tx, aboutSections, eq(aboutSections.sectionType, key));
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
