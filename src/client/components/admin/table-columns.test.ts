import { describe, expect, it } from 'vitest';
import { nextSort, sortDirectionOf, sortOptions, type TableColumn } from './table-columns';

interface Person {
  name: string;
  email: string;
  joined: string;
}

const columns: TableColumn<Person>[] = [
  {
    fields: [
      { label: 'Name', render: (person) => person.name, sort: { field: 'name', kind: 'text' } },
      { label: 'Email', render: (person) => person.email },
    ],
  },
  {
    fields: [
      {
        label: 'Joined',
        render: (person) => person.joined,
        sort: { field: 'createdAt', kind: 'date', firstDirection: 'desc' },
      },
    ],
  },
];

describe('sorting a paged table', () => {
  it('reads which way a field is sorted, if at all', () => {
    expect(sortDirectionOf('name', 'name')).toBe('asc');
    expect(sortDirectionOf('-name', 'name')).toBe('desc');
    expect(sortDirectionOf('-createdAt', 'name')).toBeNull();
    expect(sortDirectionOf('names', 'name')).toBeNull();
  });

  it('sorts a new field its first way, and reverses the active one', () => {
    const byName = { field: 'name', kind: 'text' } as const;
    const byDate = { field: 'createdAt', kind: 'date', firstDirection: 'desc' } as const;
    expect(nextSort(byName, '-createdAt')).toBe('name');
    expect(nextSort(byName, 'name')).toBe('-name');
    expect(nextSort(byName, '-name')).toBe('name');
    expect(nextSort(byDate, 'name')).toBe('-createdAt');
    expect(nextSort(byDate, '-createdAt')).toBe('createdAt');
  });

  it("offers the phone's sort select each sortable field both ways, in words", () => {
    expect(sortOptions(columns)).toEqual([
      { value: 'name', label: 'Name: A to Z' },
      { value: '-name', label: 'Name: Z to A' },
      { value: '-createdAt', label: 'Joined: newest first' },
      { value: 'createdAt', label: 'Joined: oldest first' },
    ]);
  });
});
