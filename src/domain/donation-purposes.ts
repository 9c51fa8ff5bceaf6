/**
 * How the income-tax department classes a donation in Form 10BD, from what the donor said it is
 * for: a gift to the corpus fund is "Corpus", a gift for a named purpose (the Ganesh festival,
 * scholarships) a "Specific grant", and a gift for whatever is most needed "Others".
 */
export const FORM_10BD_DONATION_TYPES = ['Corpus', 'Specific grant', 'Others'] as const;
export type Form10bdDonationType = (typeof FORM_10BD_DONATION_TYPES)[number];

const GENERAL = /^(general|any|anything|none|-)?$|where (it is )?(most )?needed/i;

export function form10bdDonationType(purpose: string): Form10bdDonationType {
  const said = purpose.trim();
  if (/\bcorpus\b/i.test(said)) return 'Corpus';
  return GENERAL.test(said) ? 'Others' : 'Specific grant';
}

/**
 * The columns of the income-tax portal's CSV template for Form 10BD Part B ("Details of donors
 * and donation"), in its order. The portal rejects a file whose columns differ.
 */
export const FORM_10BD_COLUMNS = [
  'Sl. No.',
  'Pre Acknowledgement Number',
  'ID Code',
  'Unique Identification Number',
  'Section Code',
  'Unique Registration Number (URN)',
  'Date of Issuance of Unique Registration Number',
  'Name of donor',
  'Address of donor',
  'Donation Type',
  'Mode of receipt',
  'Amount of donation (Indian rupees)',
] as const;
