import { adminGenderLabel, type EventStatus, type GenderCode } from '@/domain/constants';
import type { RegistrationType } from '@/domain/constants';

export const STATUS_LABELS: Record<EventStatus, string> = {
  upcoming: 'Upcoming',
  ongoing: 'Ongoing',
  completed: 'Completed',
};

export const TYPE_LABELS: Record<RegistrationType, string> = {
  individual: 'Individual',
  team: 'Team',
};

/** Gender as admin views show it: male, female, other. */
export const genderLabel = (code: GenderCode) => adminGenderLabel(code);
