import type { EventQuestion } from '@/domain/event-questions';

/**
 * Test data shaped as the API answers it: an upcoming sports event with an individual fee (give
 * `changes` for anything else), and the per-member choice question several tests ask.
 */
export const eventAnswer = (changes: Record<string, unknown> = {}) => ({
  _id: 'event-1',
  name: 'Inter-hostel Cricket',
  description: 'Six overs a side.',
  nameHi: null,
  nameMr: null,
  descriptionHi: null,
  descriptionMr: null,
  date: '2999-01-15',
  deadline: '2999-01-10',
  location: 'Hostel ground',
  maxParticipants: 0,
  prizeDetails: '',
  organizer: '',
  contactInfo: '',
  additionalNotes: '',
  status: 'upcoming',
  category: 'sports',
  allowedRegistrationTypes: ['individual'],
  amountIndividual: 1500,
  amountTeam: 0,
  questions: [],
  registrationCount: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...changes,
});

/** A required T-shirt size, asked of each person of a team. */
export const TSHIRT_QUESTION: EventQuestion = {
  id: 'tshirt',
  label: 'T-shirt size',
  kind: 'choice',
  options: ['S', 'M', 'L'],
  required: true,
  perMember: true,
};
