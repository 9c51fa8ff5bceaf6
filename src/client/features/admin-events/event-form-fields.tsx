import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useWatch, type Control, type UseFormSetValue } from 'react-hook-form';
import {
  EVENT_CATEGORIES,
  EVENT_CATEGORY_LABELS,
  EVENT_STATUSES,
  MIN_TEAM_SIZE,
} from '@/domain/constants';
import { dayInZone } from '@/domain/dates';
import { isCricket, teamSize } from '@/domain/events';
import { siteTimeZone } from '@/client/lib/site-settings';
import { FormTextField } from '@/client/components/form-text-field';
import { STATUS_LABELS } from '@/client/lib/admin/labels';
import type { EventFormOutput, EventFormValues } from './event-form-schema';
import { EventQuestionsField } from './event-questions-field';
import { EventSettingsFields } from './event-settings-fields';
import { FeeField } from './fee-field';
import { RegistrationTypesField } from './registration-types-field';

interface EventFormFieldsProps {
  /** Prefix of the fields' ids, unique per dialog. */
  idPrefix: string;
  control: Control<EventFormValues, unknown, EventFormOutput>;
  setValue: UseFormSetValue<EventFormValues>;
}

/** Every field of an event, for the Add New Event and Edit Event dialogs. */
export function EventFormFields({ idPrefix, control, setValue }: EventFormFieldsProps) {
  const [types, date, status, name] = useWatch({
    control,
    name: ['allowedRegistrationTypes', 'date', 'status', 'name'],
  });
  const takesTeams = types.includes('team');
  const defaults = teamSize({ name, teamSizeMin: null, teamSizeMax: null });
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
      <Typography component="h3" variant="subtitle2" sx={full}>
        Hindi and Marathi
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ ...full, mt: -2 }}>
        Optional. Visitors reading the site in Hindi or Marathi see these; where one is empty, they
        see the English.
      </Typography>
      <FormTextField control={control} name="nameHi" id={id('name-hi')} label="Name in Hindi" />
      <FormTextField control={control} name="nameMr" id={id('name-mr')} label="Name in Marathi" />
      <FormTextField
        control={control}
        name="descriptionHi"
        id={id('description-hi')}
        label="Description in Hindi"
        multiline
        minRows={2}
      />
      <FormTextField
        control={control}
        name="descriptionMr"
        id={id('description-mr')}
        label="Description in Marathi"
        multiline
        minRows={2}
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
      <FormTextField
        control={control}
        name="category"
        id={id('category')}
        label="Category"
        hint="Sports come first under the home page's sports heading"
        select
      >
        {EVENT_CATEGORIES.map((option) => (
          <MenuItem key={option} value={option}>
            {EVENT_CATEGORY_LABELS[option]}
          </MenuItem>
        ))}
      </FormTextField>
      <FormTextField control={control} name="status" id={id('status')} label="Status" select>
        {EVENT_STATUSES.map((option) => (
          <MenuItem key={option} value={option}>
            {STATUS_LABELS[option]}
          </MenuItem>
        ))}
      </FormTextField>
      {status === 'upcoming' && date !== '' && date < dayInZone(new Date(), siteTimeZone) && (
        <Alert severity="warning" sx={full}>
          This date has passed, so the event cannot be upcoming. Choose a later date, or set the
          status to Ongoing or Completed.
        </Alert>
      )}
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
        offered={takesTeams}
      />
      {takesTeams && (
        <>
          <FormTextField
            control={control}
            name="teamSizeMin"
            id={id('team-size-min')}
            label="Smallest Team"
            type="number"
            hint={`People in all, the registrant included. Empty: ${defaults.min}`}
            min={MIN_TEAM_SIZE}
            step={1}
            inputMode="numeric"
          />
          <FormTextField
            control={control}
            name="teamSizeMax"
            id={id('team-size-max')}
            label="Largest Team"
            type="number"
            hint={`Empty: ${defaults.max}${isCricket(name) ? ' for cricket' : ''}`}
            min={MIN_TEAM_SIZE}
            step={1}
            inputMode="numeric"
          />
        </>
      )}
      <EventSettingsFields idPrefix={idPrefix} control={control} />
      <EventQuestionsField idPrefix={idPrefix} control={control} takesTeams={takesTeams} />
    </Box>
  );
}
