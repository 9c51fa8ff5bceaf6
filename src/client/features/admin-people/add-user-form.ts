import type { GenderCode, RegistrationType } from '@/domain/constants';
import type { AdminRegistrationInput } from './api/create-registration';

export interface TeamMemberValues {
  name: string;
  email: string;
  contact: string;
}

/** The Add New User dialog: no client checks; the server answers. */
export interface AddUserFormValues {
  name: string;
  email: string;
  contact: string;
  hostel: string;
  hostelAddress: string;
  dateOfBirth: string;
  gender: GenderCode | '';
  nationality: string;
  event: string;
  registrationType: RegistrationType;
  teamMembers: TeamMemberValues[];
}

export const EMPTY_ADD_USER: AddUserFormValues = {
  name: '',
  email: '',
  contact: '',
  hostel: '',
  hostelAddress: '',
  dateOfBirth: '',
  gender: '',
  nationality: '',
  event: '',
  registrationType: 'individual',
  teamMembers: [],
};

export const EMPTY_MEMBER: TeamMemberValues = { name: '', email: '', contact: '' };

/** The admin-created registration payload; team members only for a team. */
export function toRegistrationInput(values: AddUserFormValues): AdminRegistrationInput {
  return {
    ...values,
    dateOfBirth: values.dateOfBirth || null,
    teamMembers: values.registrationType === 'team' ? values.teamMembers : [],
  };
}
