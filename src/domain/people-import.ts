import { z } from 'zod';
import { emailSchema, personNameSchema } from './account-schemas';
import type { GenderCode } from './constants';
import { contactSchema } from './registration-schemas';

/**
 * Importing people from a spreadsheet (the Users tab): a CSV of residents or members, checked
 * row by row and previewed before anything is saved, then registered for an event or invited to
 * sign up. Each row's outcome depends on what is already stored, so the same file twice changes
 * nothing the second time.
 */

export const PEOPLE_IMPORT_ACTIONS = ['register', 'invite'] as const;
export type PeopleImportAction = (typeof PEOPLE_IMPORT_ACTIONS)[number];

export const PEOPLE_IMPORT_MAX_ROWS = 2_000;
/** About 2,000 rows of a few fields each. */
export const PEOPLE_IMPORT_MAX_CHARACTERS = 400_000;
const HOSTEL_MAX = 100;
const ROOM_MAX = 300;

/** `POST /api/admins/people/import/preview` and `POST /api/admins/people/import`. */
export const peopleImportInputSchema = z
  .object({
    csv: z
      .string({ error: 'Choose a CSV file.' })
      .min(1, 'The file is empty.')
      .max(
        PEOPLE_IMPORT_MAX_CHARACTERS,
        `The file is too large (at most ${PEOPLE_IMPORT_MAX_ROWS} rows).`,
      ),
    action: z.enum(PEOPLE_IMPORT_ACTIONS, { error: 'action must be register or invite.' }),
    event: z.uuid('Choose an event.').optional(),
  })
  .refine((input) => input.action !== 'register' || input.event !== undefined, {
    message: 'Choose the event to register them for.',
    path: ['event'],
  });
export type PeopleImportInput = z.input<typeof peopleImportInputSchema>;

/** What becomes of a row: saved now, already done by an earlier import, or not importable. */
export const PEOPLE_IMPORT_OUTCOMES = [
  'register',
  'invite',
  'already_registered',
  'already_invited',
  'already_member',
  'problem',
] as const;
export type PeopleImportOutcome = (typeof PEOPLE_IMPORT_OUTCOMES)[number];

export const PEOPLE_IMPORT_OUTCOME_LABELS: Record<PeopleImportOutcome, string> = {
  register: 'Will be registered',
  invite: 'Will be invited',
  already_registered: 'Already registered',
  already_invited: 'Already invited',
  already_member: 'Already a member',
  problem: 'Not imported',
};

export const peopleImportRowSchema = z.object({
  /** The row's line in the file (the header is line 1). */
  line: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  hostel: z.string(),
  room: z.string(),
  outcome: z.enum(PEOPLE_IMPORT_OUTCOMES),
  problems: z.array(z.string()),
});
export type PeopleImportRow = z.infer<typeof peopleImportRowSchema>;

export const peopleImportReportSchema = z.object({
  /** False for a preview: nothing was saved. */
  saved: z.boolean(),
  rows: z.array(peopleImportRowSchema),
  /** Rows saved now (or that would be, in a preview). */
  added: z.number().int(),
  /** Rows an earlier import already took care of. */
  unchanged: z.number().int(),
  withProblems: z.number().int(),
});
export type PeopleImportReport = z.infer<typeof peopleImportReportSchema>;

export const PEOPLE_IMPORT_MESSAGES = {
  noHeader:
    'The first line must name the columns: name, email, and any of phone, hostel, room, gender.',
  missingColumns: (columns: string[]) =>
    `The file has no ${columns.join(' or ')} column. The first line must name the columns: name, email, and any of phone, hostel, room, gender.`,
  noRows: 'The file has no rows under its header.',
  tooManyRows: `The file has more than ${PEOPLE_IMPORT_MAX_ROWS} rows. Split it and import each part.`,
  unclosedQuote: (line: number) => `A quoted cell opened on line ${line} is never closed.`,
  duplicate: (line: number) => `The same e-mail is on line ${line}.`,
  phoneNeeded: 'Phone is required to register.',
  genderNeeded: 'Gender is required to register (Male, Female or Other).',
  badGender: 'Gender must be Male, Female or Other.',
  hostelTooLong: `Hostel is too long (at most ${HOSTEL_MAX} characters).`,
  roomTooLong: `Room is too long (at most ${ROOM_MAX} characters).`,
  individualNotAllowed: 'This event takes team registrations only.',
  imported: (added: number, unchanged: number) =>
    `${added} imported${unchanged > 0 ? `, ${unchanged} already done before` : ''}.`,
} as const;

/**
 * Cells of a CSV text (RFC 4180: quoted cells may hold commas, quotes and line breaks), each
 * row with the line it starts on. A byte-order mark and blank lines are skipped; a semicolon
 * separates cells when the header line has semicolons and no commas (some spreadsheets' locale).
 */
export function parseCsv(text: string): Array<{ line: number; cells: string[] }> {
  const source = text.replace(/^\uFEFF/, '');
  const firstLine = source.slice(0, source.search(/\r?\n|$/));
  const separator = !firstLine.includes(',') && firstLine.includes(';') ? ';' : ',';
  const rows: Array<{ line: number; cells: string[] }> = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  let quoteLine = 1;
  const endRow = () => {
    cells.push(cell);
    if (cells.some((value) => value.trim() !== '')) rows.push({ line: rowLine, cells });
    cells = [];
    cell = '';
  };
  for (let i = 0; i < source.length; i += 1) {
    const char = source[i];
    if (quoted) {
      if (char === '"' && source[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') {
        quoted = false;
      } else {
        if (char === '\n') line += 1;
        cell += char;
      }
    } else if (char === '"' && cell.trim() === '') {
      quoted = true;
      quoteLine = line;
      cell = '';
    } else if (char === separator) {
      cells.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[i + 1] === '\n') i += 1;
      endRow();
      line += 1;
      rowLine = line;
    } else {
      cell += char;
    }
  }
  if (quoted) throw new CsvError(PEOPLE_IMPORT_MESSAGES.unclosedQuote(quoteLine));
  endRow();
  return rows;
}

export class CsvError extends Error {}

/** The names a column may go by in a spreadsheet, lower-cased, without spaces or dashes. */
const COLUMN_NAMES = {
  name: ['name', 'fullname'],
  email: ['email', 'emailaddress', 'mail'],
  phone: ['phone', 'contact', 'mobile', 'phonenumber'],
  hostel: ['hostel'],
  room: ['room', 'roomnumber', 'roomno'],
  gender: ['gender'],
} as const;
type Column = keyof typeof COLUMN_NAMES;

const headerKey = (cell: string) =>
  cell
    .trim()
    .toLowerCase()
    .replace(/[\s_.-]/g, '');

/** One row of the file as read, before anything stored is looked at. */
export interface CheckedPerson {
  line: number;
  name: string;
  email: string;
  phone: string;
  hostel: string;
  room: string;
  gender: GenderCode | null;
  problems: string[];
}

const GENDERS: Record<string, GenderCode> = {
  m: 'M',
  male: 'M',
  f: 'F',
  female: 'F',
  o: 'O',
  other: 'O',
};

const firstIssue = (schema: z.ZodType, value: string): string | null => {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? 'Not valid.');
};

/**
 * Reads the file and checks each row on its own and against the rows above it (one e-mail once).
 * A problem with the whole file (no header, no rows, too many) throws a `CsvError`.
 */
export function checkPeopleCsv(text: string, action: PeopleImportAction): CheckedPerson[] {
  const [header, ...rows] = parseCsv(text);
  if (!header) throw new CsvError(PEOPLE_IMPORT_MESSAGES.noHeader);
  const index = {} as Record<Column, number>;
  for (const column of Object.keys(COLUMN_NAMES) as Column[]) {
    index[column] = header.cells.findIndex((cell) =>
      (COLUMN_NAMES[column] as readonly string[]).includes(headerKey(cell)),
    );
  }
  const missing = (['name', 'email'] as const).filter((column) => index[column] < 0);
  if (missing.length > 0) throw new CsvError(PEOPLE_IMPORT_MESSAGES.missingColumns(missing));
  if (rows.length === 0) throw new CsvError(PEOPLE_IMPORT_MESSAGES.noRows);
  if (rows.length > PEOPLE_IMPORT_MAX_ROWS) throw new CsvError(PEOPLE_IMPORT_MESSAGES.tooManyRows);

  const firstLineOf = new Map<string, number>();
  return rows.map(({ line, cells }) => {
    const cell = (column: Column) => (index[column] < 0 ? '' : (cells[index[column]] ?? '').trim());
    const problems: string[] = [];
    const note = (problem: string | null) => problem && problems.push(problem);
    const name = cell('name');
    const email = cell('email').toLowerCase();
    const phone = cell('phone');
    const hostel = cell('hostel');
    const room = cell('room');
    const genderText = cell('gender');
    const gender = GENDERS[genderText.toLowerCase()] ?? null;
    note(firstIssue(personNameSchema, name));
    note(firstIssue(emailSchema, email));
    if (phone) note(firstIssue(contactSchema, phone));
    else if (action === 'register') note(PEOPLE_IMPORT_MESSAGES.phoneNeeded);
    if (hostel.length > HOSTEL_MAX) note(PEOPLE_IMPORT_MESSAGES.hostelTooLong);
    if (room.length > ROOM_MAX) note(PEOPLE_IMPORT_MESSAGES.roomTooLong);
    if (genderText && !gender) note(PEOPLE_IMPORT_MESSAGES.badGender);
    else if (!gender && action === 'register') note(PEOPLE_IMPORT_MESSAGES.genderNeeded);
    const earlier = firstLineOf.get(email);
    if (email && earlier !== undefined) note(PEOPLE_IMPORT_MESSAGES.duplicate(earlier));
    else if (email) firstLineOf.set(email, line);
    return { line, name, email, phone, hostel, room, gender, problems };
  });
}
