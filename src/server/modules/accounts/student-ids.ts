import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { people } from '../../db/schema';

type Executor = Pick<Database, 'insert' | 'select'>;

/** The person's student id, assigned now if this e-mail has none (DESIGN.md section 7.6). */
export async function studentIdFor(db: Executor, email: string): Promise<string> {
  const key = email.trim().toLowerCase();
  await db.insert(people).values({ email: key }).onConflictDoNothing({ target: people.email });
  const [person] = await db
    .select({ studentId: people.studentId })
    .from(people)
    .where(eq(people.email, key));
  if (!person) throw new Error(`No student id for ${key}`);
  return person.studentId;
}
