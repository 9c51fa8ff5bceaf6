/**
 * Whole rupees in words, the way Indian receipts and cheques write them: the Indian system
 * (thousand, lakh, crore), every word capitalised, no hyphens ("Thirty Four"), no "and", and
 * "Lakh" and "Crore" always singular ("Two Lakh"). Beyond 99 crore the number of crores is
 * itself written in the same system: 1,00,00,00,00,000 is "One Lakh Crore".
 */

const ONES = [
  'Zero',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

const CRORE = 10_000_000;

/** The places below a crore, largest first: each takes the two digits (hundreds: one) above it. */
const PLACES = [
  { name: 'Lakh', value: 100_000, size: 100 },
  { name: 'Thousand', value: 1_000, size: 100 },
  { name: 'Hundred', value: 100, size: 10 },
] as const;

const word = (words: string[], index: number) => words[index] ?? '';

function belowHundred(n: number): string[] {
  if (n < 20) return [word(ONES, n)];
  const tens = word(TENS, Math.floor(n / 10));
  return n % 10 === 0 ? [tens] : [tens, word(ONES, n % 10)];
}

/** 1 to 99,99,999 (below a crore). */
function belowCrore(n: number): string[] {
  const words: string[] = [];
  for (const place of PLACES) {
    const count = Math.floor(n / place.value) % place.size;
    if (count > 0) words.push(...belowHundred(count), place.name);
  }
  const rest = n % 100;
  if (rest > 0) words.push(...belowHundred(rest));
  return words;
}

function positiveInWords(n: number): string[] {
  const crores = Math.floor(n / CRORE);
  const rest = n % CRORE;
  return [
    ...(crores > 0 ? [...positiveInWords(crores), 'Crore'] : []),
    ...(rest > 0 ? belowCrore(rest) : []),
  ];
}

/**
 * 120000 → "Rupees One Lakh Twenty Thousand Only". Takes whole rupees from 0 up to
 * Number.MAX_SAFE_INTEGER; anything else is a RangeError.
 */
export function rupeesInWords(amount: number): string {
  if (!Number.isSafeInteger(amount) || amount < 0) {
    throw new RangeError(`An amount in words must be a whole number of rupees, not ${amount}`);
  }
  const words = amount === 0 ? ['Zero'] : positiveInWords(amount);
  return `Rupees ${words.join(' ')} Only`;
}
