/** Titles before a name that are not part of it: 'Shri', 'Smt.', 'Dr', 'Mr', 'Mrs', 'Ms', 'Prof.'. */
const HONORIFIC = /^(shri|smt|dr|mr|mrs|ms|prof)\.?$/i;

/**
 * The initials a member card shows in place of a portrait: the first letters of the first and
 * last names, honorifics skipped ('Dr. Smt. Meera Iyer' is MI); a lone honorific stays.
 */
export function initialsOf(name: string): string {
  const all = name.trim().split(/\s+/).filter(Boolean);
  const named = all.filter((word) => !HONORIFIC.test(word));
  const words = named.length > 0 ? named : all;
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters
    .map((word) => Array.from(word ?? '')[0] ?? '')
    .join('')
    .toUpperCase();
}
