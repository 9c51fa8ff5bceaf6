import { readFile } from 'node:fs/promises';
import { inArray, sql } from 'drizzle-orm';
import type { AboutSectionKey } from '@/domain/about';
import type { AboutMember } from '@/domain/about-schemas';
import { dayInZone, endOfDayInZone, zonedTimeToInstant } from '@/domain/dates';
import { feeFor } from '@/domain/events';
import type { AppContext } from '../context';
import { DEMO_MEMBER, ensureDemoMember } from '../modules/accounts/demo-member';
import { ImagesService } from '../modules/images/service';
import { applyCapturedPayment } from '../modules/payments/apply';
import { storeRegistration } from '../modules/registrations/store';
import { queryRows, type Database } from '../db/client';
import { serverSourcePath } from '../project-files';
import { aboutContent, aboutSections, donations, events, payments } from '../db/schema';
import { demoAbout, demoEvents, demoMemberRecords, type DemoMember } from './demo-content';

const PORTRAITS = serverSourcePath('startup/seed-assets/portraits/');

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

  // Which parts have content, in one statement: a warm start finds them all and seeds nothing.
  const [present] = await queryRows<{ events: boolean; about: boolean }>(
    db,
    sql`select exists (select from ${events}) as events,
      exists (select from ${aboutSections}) or exists (select from ${aboutContent}) as about`,
  );
  if (!present?.events) {
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

  if (!present?.about) {
    const images = new ImagesService(context);
    const { content, contentHi, contentMr } = demoAbout;
    await db.insert(aboutContent).values({ content, contentHi, contentMr });
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
    await seedDemoMemberRecords(db, now, context.config);
    seeded.push('the demo member');
  }
  return seeded;
}

/**
 * The demo member's registrations and donations, so their pages have something to show. Their
 * money is booked through the same path as a payment Razorpay reports (demo order and payment
 * ids, receipts, no mails), so the totals, the Payments tab and the books agree.
 */
async function seedDemoMemberRecords(db: Database, now: Date, config: AppContext['config']) {
  const names = demoMemberRecords.registrations.map((registration) => registration.event);
  const found = await db.select().from(events).where(inArray(events.name, names));
  const orders = await db.transaction(async (tx) => {
    const opened: Array<{ row: typeof payments.$inferSelect; at: Date }> = [];
    const order = async (values: typeof payments.$inferInsert, at: Date) => {
      const [row] = await tx.insert(payments).values(values).returning();
      if (row) opened.push({ row, at });
    };
    // Donations first: their demo payment ids are the ones people have seen since the start.
    for (const donation of demoMemberRecords.donations) {
      const at = new Date(now.getTime() - donation.daysAgo * 86_400_000);
      const [row] = await tx
        .insert(donations)
        .values({
          name: DEMO_MEMBER.name,
          email: DEMO_MEMBER.email,
          phone: '+91 98220 45678',
          amount: donation.amount,
          paymentStatus: 'Pending',
          createdAt: at,
        })
        .returning();
      if (row) {
        await order(
          {
            purpose: 'donation',
            donationId: row.id,
            email: row.email,
            amount: row.amount,
            razorpayOrderId: demoId('order_demo', opened.length + 1),
            createdAt: at,
          },
          at,
        );
      }
    }
    for (const record of demoMemberRecords.registrations) {
      const event = found.find((candidate) => candidate.name === record.event);
      if (!event) continue;
      const free = feeFor(event, record.registrationType) === 0;
      const row = await storeRegistration(
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
        // A paid one is confirmed before its money is booked, so nobody is mailed for it.
        { status: free || record.paid ? 'confirmed' : 'awaiting_payment' },
      );
      if (row && record.paid && !free) {
        await order(
          {
            purpose: 'registration',
            registrationId: row.id,
            eventId: event.id,
            registrationType: row.registrationType,
            email: row.email,
            amount: row.amount,
            razorpayOrderId: demoId('order_demo', opened.length + 1),
          },
          now,
        );
      }
    }
    return opened;
  });
  for (const [index, { row, at }] of orders.entries()) {
    await applyCapturedPayment(
      db,
      row,
      { razorpayPaymentId: demoId('pay_demo', index + 1), method: 'upi' },
      { now: at, config, via: 'webhook', mails: false },
    );
  }
}

/** `pay_demo0000000001`: plainly a demo's, in Razorpay's shape. */
const demoId = (prefix: string, sequence: number) =>
  `${prefix}${String(sequence).padStart(10, '0')}`;
