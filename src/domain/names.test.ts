import { describe, expect, it } from 'vitest';
import { initialsOf } from './names';

describe('initials on member cards', () => {
  it('takes the first and last names, skipping honorifics', () => {
    expect(initialsOf('Meera Iyer')).toBe('MI');
    expect(initialsOf('Shri Ramesh Kulkarni')).toBe('RK');
    expect(initialsOf('Smt. Sunita Deshpande')).toBe('SD');
    expect(initialsOf('Dr. Smt. Meera Iyer')).toBe('MI');
    expect(initialsOf('Mr Anil Rao')).toBe('AR');
    expect(initialsOf('mrs asha patil')).toBe('AP');
    expect(initialsOf('Ms Kavya')).toBe('K');
    expect(initialsOf('  Imran   Sheikh ')).toBe('IS');
  });

  it('keeps a name that is only a title, and gives nothing for no name', () => {
    expect(initialsOf('Dr')).toBe('D');
    expect(initialsOf('')).toBe('');
    // A name that starts like a title is a name: Mrunal is not "Mr".
    expect(initialsOf('Mrunal Shah')).toBe('MS');
  });
});
