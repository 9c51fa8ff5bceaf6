import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { people } from '@/server/db/schema';

type Executor = Pick<Database, 'insert' | 'select'>;

async function storedStudentId(db: Executor, email: string): Promise<string | undefined> {
  const [person] = await db
    .select({ studentId: people.studentId })
    .from(people)
    .where(eq(people.email, email));
  return person?.studentId;
}

/** The person's student id, assigned now if this e-mail has none; kept for every later registration. */
export async function studentIdFor(db: Executor, email: string): Promise<string> {
  const key = email.trim().toLowerCase();
  const known = await storedStudentId(db, key);
  if (known) return known;
  // Only a new person draws a number (an insert draws one even when it conflicts), so logins
  // and later registrations write nothing and leave no gaps between ids.
  await db.insert(people).values({ email: key }).onConflictDoNothing({ target: people.email });
  const assigned = await storedStudentId(db, key);
  if (!assigned) throw new Error(`No student id for ${key}`);
  return assigned;
}
