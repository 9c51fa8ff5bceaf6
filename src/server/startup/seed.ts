import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { count, inArray } from 'drizzle-orm';
import type { AboutSectionKey } from '@/domain/about';
import type { AboutMember } from '@/domain/about-schemas';
import { dayInZone, endOfDayInZone, zonedTimeToInstant } from '@/domain/dates';
import { feeFor } from '@/domain/events';
import type { AppContext } from '../context';
import { DEMO_MEMBER, ensureDemoMember } from '../modules/accounts/demo-member';
import { ImagesService } from '../modules/images/service';
import { storeRegistration } from '../modules/registrations/store';
import type { Database } from '../db/client';
import { aboutContent, aboutSections, donations, events } from '../db/schema';
import { demoAbout, demoEvents, demoMemberRecords, type DemoMember } from './demo-content';

const PORTRAITS = fileURLToPath(new URL('./seed-assets/portraits/', import.meta.url));

/** A calendar day `offset` days from today in the site's time zone, as YYYY-MM-DD. */
function dayFromToday(now: Date, offset: number, timeZone: string): string {
  const today = dayInZone(now, timeZone);
  const base = new Date(`${today}T12:00:00Z`);
  base.setUTCDate(base.getUTCDate() + offset);
  return base.toISOString().slice(0, 10);
}

async function portrait(images: ImagesService, member: DemoMember): Promise<string> {
  const file = `${PORTRAITS}portrait-${String(member.portrait).padStart(2, '0')}.webp`;
  const bytes = await readFile(file).catch(() => undefined);
  return bytes ? (await images.store(bytes)).url : '';
}

/**
 * Demo content for an empty database, so a first start looks alive: events around today,
 * the About page and its six sections with portraits, and (outside production) the demo member.
 * Parts that already have content are left alone.
 */
export async function seedDemoContent(context: Pick<AppContext, 'database' | 'clock' | 'config'>) {
  const { db } = context.database;
  const now = context.clock.now();
  const zone = context.config.timeZone;
  const seeded: string[] = [];

  const [eventCount] = await db.select({ value: count() }).from(events);
  if (!eventCount?.value) {
    await db.insert(events).values(
      demoEvents.map(({ dayOffset, deadlineOffset, time = '10:00:00', ...event }) => ({
        ...event,
        date:
          dayOffset === null
            ? null
            : zonedTimeToInstant(dayFromToday(now, dayOffset, zone), time, zone),
        deadline:
          deadlineOffset === undefined
            ? null
            : endOfDayInZone(dayFromToday(now, deadlineOffset, zone), zone),
      })),
    );
    seeded.push(`${demoEvents.length} events`);
  }

  const [aboutRows] = await db.select({ value: count() }).from(aboutSections);
  const [contentRows] = await db.select({ value: count() }).from(aboutContent);
  if (!aboutRows?.value && !contentRows?.value) {
    const images = new ImagesService(context);
    await db.insert(aboutContent).values({ content: demoAbout.content });
    for (const [sectionType, section] of Object.entries(demoAbout.sections)) {
      const members: AboutMember[] = [];
      for (const member of section.members) {
        members.push({
          name: member.name,
          role: member.role,
          description: member.description,
          image: await portrait(images, member),
        });
      }
      await db
        .insert(aboutSections)
        .values({ sectionType: sectionType as AboutSectionKey, title: section.title, members });
    }
    seeded.push('the About page');
  }

  if (context.config.demoAccount && (await ensureDemoMember(db))) {
    await seedDemoMemberRecords(db, now);
    seeded.push('the demo member');
  }
  return seeded;
}

/** The demo member's registrations and donations, so their pages have something to show. */
async function seedDemoMemberRecords(db: Database, now: Date) {
  const names = demoMemberRecords.registrations.map((registration) => registration.event);
  const found = await db.select().from(events).where(inArray(events.name, names));
  await db.transaction(async (tx) => {
    for (const record of demoMemberRecords.registrations) {
      const event = found.find((candidate) => candidate.name === record.event);
      if (!event) continue;
      await storeRegistration(
        tx,
        event,
        {
          name: DEMO_MEMBER.name,
          email: DEMO_MEMBER.email,
          contact: '+91 98220 45678',
          hostel: 'Main Hostel',
          hostelAddress: 'Room 214, Main Hostel',
          gender: 'F',
          registrationType: record.registrationType,
          teamMembers: record.teamMembers,
        },
        {
          paid: record.paid,
          status:
            record.paid || feeFor(event, record.registrationType) === 0
              ? 'confirmed'
              : 'awaiting_payment',
        },
      );
    }
    await tx.insert(donations).values(
      demoMemberRecords.donations.map((donation, index) => ({
        name: DEMO_MEMBER.name,
        email: DEMO_MEMBER.email,
        phone: '+91 98220 45678',
        amount: donation.amount,
        razorpayPaymentId: `pay_demo${String(index + 1).padStart(10, '0')}`,
        razorpayOrderId: `order_demo${String(index + 1).padStart(10, '0')}`,
        createdAt: new Date(now.getTime() - donation.daysAgo * 86_400_000),
      })),
    );
  });
}
