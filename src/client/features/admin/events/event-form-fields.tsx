import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import { useWatch, type Control, type UseFormSetValue } from 'react-hook-form';
import { EVENT_STATUSES } from '../../../../domain/constants';
import { siteTimeZone } from '../../../lib/site-settings';
import { FormTextField } from '../../../components/form-text-field';
import { STATUS_LABELS } from '../lib/labels';
import type { EventFormOutput, EventFormValues } from './event-form-schema';
import { FeeField } from './fee-field';
import { RegistrationTypesField } from './registration-types-field';

interface EventFormFieldsProps {
  /** Prefix of the fields' ids, unique per dialog. */
  idPrefix: string;
  control: Control<EventFormValues, unknown, EventFormOutput>;
  setValue: UseFormSetValue<EventFormValues>;
}

/** Every field of an event (SPEC.md section 3), for the Add New Event and Edit Event dialogs. */
export function EventFormFields({ idPrefix, control, setValue }: EventFormFieldsProps) {
  const types = useWatch({ control, name: 'allowedRegistrationTypes' });
  const id = (name: string) => `${idPrefix}-${name}`;
  const full = { gridColumn: '1 / -1' };

  return (
    <Box
      sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, pt: 1 }}
    >
      <FormTextField
        control={control}
        name="name"
        id={id('name')}
        label="Name"
        required
        sx={full}
      />
      <FormTextField
        control={control}
        name="description"
        id={id('description')}
        label="Description"
        multiline
        minRows={3}
        sx={full}
      />
      <FormTextField control={control} name="date" id={id('date')} label="Date" type="date" />
      <FormTextField
        control={control}
        name="time"
        id={id('time')}
        label="Time"
        type="time"
        hint={`In ${siteTimeZone} time`}
      />
      <FormTextField
        control={control}
        name="deadline"
        id={id('deadline')}
        label="Registration Deadline"
        type="date"
        hint="Registrations close at the end of this day"
      />
      <FormTextField
        control={control}
        name="maxParticipants"
        id={id('max-participants')}
        label="Max Participants"
        type="number"
        hint="Empty or 0 for no limit"
        min={0}
        step={1}
        inputMode="numeric"
      />
      <FormTextField
        control={control}
        name="location"
        id={id('location')}
        label="Location"
        sx={full}
      />
      <FormTextField
        control={control}
        name="prizeDetails"
        id={id('prizes')}
        label="Prize Details"
        sx={full}
      />
      <FormTextField control={control} name="organizer" id={id('organizer')} label="Organizer" />
      <FormTextField control={control} name="contactInfo" id={id('contact')} label="Contact Info" />
      <FormTextField
        control={control}
        name="additionalNotes"
        id={id('notes')}
        label="Additional Notes"
        multiline
        minRows={2}
        sx={full}
      />
      <FormTextField control={control} name="status" id={id('status')} label="Status" select>
        {EVENT_STATUSES.map((status) => (
          <MenuItem key={status} value={status}>
            {STATUS_LABELS[status]}
          </MenuItem>
        ))}
      </FormTextField>
      <Box sx={full}>
        <RegistrationTypesField control={control} setValue={setValue} />
      </Box>
      <FeeField
        control={control}
        name="amountIndividual"
        id={id('fee-individual')}
        label="Individual Fee"
        offered={types.includes('individual')}
      />
      <FeeField
        control={control}
        name="amountTeam"
        id={id('fee-team')}
        label="Team Fee"
        offered={types.includes('team')}
      />
    </Box>
  );
}
