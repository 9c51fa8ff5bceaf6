import { adminGenderLabel, type EventStatus, type GenderCode } from '@/domain/constants';
import { REGISTRATION_TYPE_LABELS } from '@/domain/constants';

export const STATUS_LABELS: Record<EventStatus, string> = {
  upcoming: 'Upcoming',
  ongoing: 'Ongoing',
  completed: 'Completed',
};

export const TYPE_LABELS = REGISTRATION_TYPE_LABELS;

/** Gender as admin views show it: male, female, other. */
export const genderLabel = (code: GenderCode) => adminGenderLabel(code);
