import { z } from 'zod';
import type { AdminUser } from '@/domain/admin-schemas';
import { personNameSchema } from '@/domain/account-schemas';
import { GENDER_CODES } from '@/domain/constants';
import { contactSchema } from '@/domain/registration-schemas';
import type { AdminUserUpdate } from './api/update-user';

/**
 * The Edit User dialog. Name and contact come filled in; the other details are not in the
 * users list, so an empty field leaves them as they are. Only changed fields are sent.
 */
export const editUserFormSchema = z.object({
  name: personNameSchema,
  contact: contactSchema,
  hostel: z.string().trim().max(100, 'Too long (at most 100 characters).'),
  hostelAddress: z.string().trim().max(300, 'Too long (at most 300 characters).'),
  dateOfBirth: z.string(),
  gender: z.union([z.enum(GENDER_CODES), z.literal('')]),
  nationality: z.string().trim().max(100, 'Too long (at most 100 characters).'),
});

export type EditUserFormValues = z.input<typeof editUserFormSchema>;
export type EditUserFormOutput = z.output<typeof editUserFormSchema>;

export const editUserDefaults = (user: AdminUser): EditUserFormValues => ({
  name: user.name,
  contact: user.contact,
  hostel: '',
  hostelAddress: '',
  dateOfBirth: '',
  gender: '',
  nationality: '',
});

/** The changes to send: fields that differ from what the dialog opened with; empty ones stay. */
export function toUserChanges(values: EditUserFormOutput, user: AdminUser): AdminUserUpdate {
  const changes: AdminUserUpdate = {};
  if (values.name !== user.name) changes.name = values.name;
  if (values.contact !== user.contact) changes.contact = values.contact;
  if (values.hostel) changes.hostel = values.hostel;
  if (values.hostelAddress) changes.hostelAddress = values.hostelAddress;
  if (values.dateOfBirth) changes.dateOfBirth = values.dateOfBirth;
  if (values.gender) changes.gender = values.gender;
  if (values.nationality) changes.nationality = values.nationality;
  return changes;
}
