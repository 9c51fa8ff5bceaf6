// The attendance sheet's PDF, apart from the sheet's data: the route loads it on first use, so
// pdfkit and the fonts stay out of the server's start (decision record 23).
import type { AttendanceList, AttendanceSheet } from '@/domain/event-schemas';
import { formatDateTime, formatEventWhen } from '@/domain/dates';
import {
  BODY,
  CONTENT_WIDTH,
  INDIGO,
  MARGIN,
  MUTED,
  PdfWriter,
  RULE,
  TEXT_SECONDARY,
  type Style,
} from '../receipts/pdf-writer';
import { ATTENDANCE_TITLES, teamLabel } from './attendance';

interface Column {
  title: string;
  width: number;
}

const SMALL: Style = { size: 9 };
const SMALL_MUTED: Style = { size: 9, colour: TEXT_SECONDARY };
const HEADER: Style = { size: 8.5, weight: 'bold', colour: TEXT_SECONDARY };
const BOX = 10;
const CELL_GAP = 6;
const ROW_PADDING = 5;

/**
 * The list as an A4 PDF: the event, then a table that continues over pages with its header
 * repeated. The attendance sheet has a box to tick for each person; the checked-in list the
 * time each came in.
 */
export async function renderAttendancePdf(
  sheet: AttendanceSheet,
  list: AttendanceList,
  timeZone: string,
): Promise<Buffer> {
  const title = ATTENDANCE_TITLES[list];
  const writer = new PdfWriter({
    Title: `${title}: ${sheet.event.name}`,
    CreationDate: new Date(sheet.generatedAt),
  });
  const lastTitle = list === 'attendance' ? 'Present' : 'Checked in';
  const lastWidth = list === 'attendance' ? 48 : 92;
  // The name takes the width the others leave.
  const nameWidth = CONTENT_WIDTH - (22 + 74 + 92 + 86 + lastWidth);
  const columns: Column[] = [
    { title: '#', width: 22 },
    { title: 'Name', width: nameWidth },
    { title: 'Student ID', width: 74 },
    { title: 'Team', width: 92 },
    { title: 'Contact', width: 86 },
    { title: lastTitle, width: lastWidth },
  ];

  const when = formatEventWhen(sheet.event.date, timeZone);
  writer.paragraph(sheet.event.name, { size: 16, weight: 'bold', colour: INDIGO }, 3, 'H1');
  writer.paragraph(
    [title, when, sheet.event.location].filter(Boolean).join(' · '),
    { ...BODY, weight: 'bold' },
    2,
  );
  const rows = sheet.registrations.flatMap((registration) =>
    registration.people
      .filter((person) => list === 'attendance' || person.checkedInAt !== null)
      .map((person) => ({ registration, person })),
  );
  const people = rows.length === 1 ? 'person' : 'people';
  const count = list === 'attendance' ? `${people} expected` : `${people} checked in`;
  writer.paragraph(
    `${rows.length} ${count} · printed ${formatDateTime(sheet.generatedAt, timeZone)}`,
    MUTED,
    12,
  );

  const header = () => {
    let x = MARGIN;
    const top = writer.y;
    for (const column of columns) {
      writer.text(column.title, x, top, column.width - CELL_GAP, HEADER);
      x += column.width;
    }
    writer.y = top + 14;
    writer.rule(TEXT_SECONDARY, 0.75);
    writer.y += ROW_PADDING;
  };
  header();

  rows.forEach(({ registration, person }, index) => {
    const texts: [string, Style][] = [
      [String(index + 1), SMALL_MUTED],
      [person.name, person.person === 0 ? { ...SMALL, weight: 'bold' } : SMALL],
      [person.studentId ?? '', SMALL],
      [teamLabel(registration), SMALL_MUTED],
      [person.contact, SMALL],
      [list === 'checked-in' ? (formatDateTime(person.checkedInAt, timeZone) ?? '') : '', SMALL],
    ];
    const cells = columns.map((column, position) => ({
      width: column.width - CELL_GAP,
      text: texts[position]?.[0] ?? '',
      style: texts[position]?.[1] ?? SMALL,
    }));
    const height = Math.max(
      BOX,
      ...cells.map((cell) => writer.measure(cell.text, cell.width, cell.style)),
    );
    if (writer.ensureRoom(height + 2 * ROW_PADDING)) header();
    const top = writer.y;
    let x = MARGIN;
    cells.forEach((cell, position) => {
      writer.text(cell.text, x, top, cell.width, cell.style);
      x += columns[position]?.width ?? 0;
    });
    if (list === 'attendance') {
      const boxX = MARGIN + CONTENT_WIDTH - lastWidth + 4;
      writer.decoration((doc) =>
        doc.rect(boxX, top, BOX, BOX).lineWidth(0.9).strokeColor(TEXT_SECONDARY).stroke(),
      );
    }
    writer.y = top + height + ROW_PADDING;
    writer.rule(RULE, 0.5);
    writer.y += ROW_PADDING;
  });

  if (rows.length === 0) {
    writer.paragraph(
      list === 'attendance' ? 'Nobody has a confirmed place yet.' : 'Nobody has checked in yet.',
      BODY,
    );
  }
  return writer.finish();
}
