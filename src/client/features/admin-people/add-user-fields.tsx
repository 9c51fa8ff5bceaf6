import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import { useEffect } from 'react';
import { useWatch, type Control, type UseFormSetValue } from 'react-hook-form';
import { REGISTRATION_TYPES } from '@/domain/constants';
import { teamSize } from '@/domain/events';
import { useAdminEvents } from '@/client/lib/admin/api/get-admin-events';
import { FormTextField, formFieldsOf } from '@/client/components/form-text-field';
import { TYPE_LABELS } from '@/client/lib/admin/labels';
import { menuItems } from '@/client/components/admin/menu-items';
import type { AddUserFormValues } from './add-user-form';
import { genderOptions } from './gender-options';
import { TeamMembersEditor } from './team-members-editor';

interface AddUserFieldsProps {
  control: Control<AddUserFormValues>;
  setValue: UseFormSetValue<AddUserFormValues>;
}

/** The person, the event and the registration type (and team members for a team). */
export function AddUserFields({ control, setValue }: AddUserFieldsProps) {
  const events = useAdminEvents();
  const [eventId, registrationType] = useWatch({ control, name: ['event', 'registrationType'] });
  const event = events.data?.find((candidate) => candidate._id === eventId);
  const types = event ? event.allowedRegistrationTypes : REGISTRATION_TYPES;

  // A type the chosen event does not offer gives way to one it does.
  useEffect(() => {
    const first = event?.allowedRegistrationTypes[0];
    if (first && !event.allowedRegistrationTypes.includes(registrationType)) {
      setValue('registrationType', first);
    }
  }, [event, registrationType, setValue]);

  const field = formFieldsOf(control, 'add-user');

  return (
    <Box
      sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, pt: 1 }}
    >
      <FormTextField {...field('name')} label="Name" />
      <FormTextField {...field('email')} label="Email" type="email" />
      <FormTextField {...field('contact')} label="Contact" type="tel" />
      <FormTextField {...field('hostel')} label="Hostel" />
      <FormTextField {...field('hostelAddress')} label="Hostel Address" />
      <FormTextField {...field('dateOfBirth')} label="Date of Birth" type="date" />
      <FormTextField {...field('gender')} label="Gender" select>
        {genderOptions('Choose')}
      </FormTextField>
      <FormTextField {...field('nationality')} label="Nationality" />
      <FormTextField {...field('event')} label="Event" select>
        {(events.data ?? []).map((option) => (
          <MenuItem key={option._id} value={option._id}>
            {option.name}
          </MenuItem>
        ))}
      </FormTextField>
      <FormTextField {...field('registrationType')} label="Registration Type" select>
        {menuItems(types, TYPE_LABELS)}
      </FormTextField>
      {registrationType === 'team' && (
        <TeamMembersEditor
          control={control}
          size={teamSize(event ?? { name: '', teamSizeMin: null, teamSizeMax: null })}
        />
      )}
    </Box>
  );
}
