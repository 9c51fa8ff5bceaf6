/** The Payments tab's query keys: under 'admin', so a logout drops them with the rest. */
export const paymentKeys = {
  all: ['admin', 'payments'] as const,
};
