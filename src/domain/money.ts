const rupees = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** '₹1,00,000' with Indian digit grouping. */
export const formatRupees = (amount: number) => `₹${rupees.format(amount)}`;

/** A missing or zero fee shows as Free. */
export const formatFee = (amount: number | null | undefined) =>
  amount && amount > 0 ? formatRupees(amount) : 'Free';
