import { profileSchema, type ProfileInput } from '@/domain/account-schemas';
import { apiRequest } from '@/client/lib/api-client';

/** `PUT /api/users/profile`: the member's name and phone. */
export const saveProfile = (body: ProfileInput) =>
  apiRequest('/users/profile', { method: 'PUT', body, schema: profileSchema });
