import { EmailText } from './email-text';
import type { ColumnField, TableColumn } from './table-columns';

/**
 * The column that opens a list of people: the name, the e-mail under it; on a phone, the title
 * of each card. `sortable` when the list's API sorts by `name` and `email`.
 */
export function personColumn<T extends { name: string; email: string }>({
  sortable,
}: {
  sortable: boolean;
}): TableColumn<T> {
  return {
    place: 'title',
    minWidth: '11rem',
    fields: [
      {
        label: 'Name',
        render: (person) => person.name,
        ...(sortable && { sort: { field: 'name', kind: 'text' } }),
      },
      {
        label: 'Email',
        render: (person) => <EmailText email={person.email} />,
        ...(sortable && { sort: { field: 'email', kind: 'text' } }),
      },
    ],
  };
}

/** A registrant's contact and student ID, and any `more` of their details, one per line. */
export function contactColumn<T extends { contact: string; studentId: string }>(
  ...more: ColumnField<T>[]
): TableColumn<T> {
  return {
    nowrap: true,
    fields: [
      { label: 'Contact', render: (person) => person.contact },
      { label: 'Student ID', render: (person) => person.studentId },
      ...more,
    ],
  };
}
