import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
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
import { FormTextField, formFieldsOf } from '@/client/components/form-text-field';
import { STATUS_LABELS } from '@/client/lib/admin/labels';
import { menuItems } from '@/client/components/admin/menu-items';
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
  const field = formFieldsOf(control, idPrefix);
  const full = { gridColumn: '1 / -1' };

  return (
    <Box
      sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, pt: 1 }}
    >
      <FormTextField {...field('name')} label="Name" required sx={full} />
      <FormTextField
        {...field('description')}
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
      <FormTextField {...field('nameHi')} label="Name in Hindi" />
      <FormTextField {...field('nameMr')} label="Name in Marathi" />
      <FormTextField
        {...field('descriptionHi')}
        label="Description in Hindi"
        multiline
        minRows={2}
      />
      <FormTextField
        {...field('descriptionMr')}
        label="Description in Marathi"
        multiline
        minRows={2}
      />
      <FormTextField {...field('date')} label="Date" type="date" />
      <FormTextField {...field('time')} label="Time" type="time" hint={`In ${siteTimeZone} time`} />
      <FormTextField
        {...field('deadline')}
        label="Registration Deadline"
        type="date"
        hint="Registrations close at the end of this day"
      />
      <FormTextField
        {...field('maxParticipants')}
        label="Max Participants"
        type="number"
        hint="Empty or 0 for no limit"
        min={0}
        step={1}
        inputMode="numeric"
      />
      <FormTextField {...field('location')} label="Location" sx={full} />
      <FormTextField {...field('prizeDetails')} label="Prize Details" sx={full} />
      <FormTextField {...field('organizer')} label="Organizer" />
      <FormTextField {...field('contactInfo')} label="Contact Info" />
      <FormTextField
        {...field('additionalNotes')}
        label="Additional Notes"
        multiline
        minRows={2}
        sx={full}
      />
      <FormTextField
        {...field('category')}
        label="Category"
        hint="Sports come first under the home page's sports heading"
        select
      >
        {menuItems(EVENT_CATEGORIES, EVENT_CATEGORY_LABELS)}
      </FormTextField>
      <FormTextField {...field('status')} label="Status" select>
        {menuItems(EVENT_STATUSES, STATUS_LABELS)}
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
        id={`${idPrefix}-fee-individual`}
        label="Individual Fee"
        offered={types.includes('individual')}
      />
      <FeeField
        control={control}
        name="amountTeam"
        id={`${idPrefix}-fee-team`}
        label="Team Fee"
        offered={takesTeams}
      />
      {takesTeams && (
        <>
          <FormTextField
            {...field('teamSizeMin')}
            label="Smallest Team"
            type="number"
            hint={`People in all, the registrant included. Empty: ${defaults.min}`}
            min={MIN_TEAM_SIZE}
            step={1}
            inputMode="numeric"
          />
          <FormTextField
            {...field('teamSizeMax')}
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
