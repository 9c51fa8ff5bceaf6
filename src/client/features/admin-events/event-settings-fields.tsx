import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { Controller, type Control } from 'react-hook-form';
import { REFUND_RULE_LABELS, REFUND_RULES } from '@/domain/lifecycle';
import { FormTextField } from '@/client/components/form-text-field';
import { menuItems } from '@/client/components/admin/menu-items';
import type { EventFormOutput, EventFormValues } from './event-form-schema';

interface EventSettingsFieldsProps {
  idPrefix: string;
  control: Control<EventFormValues, unknown, EventFormOutput>;
}

/** What happens after registering: the waiting list, refunds on cancelling, the reminder. */
export function EventSettingsFields({ idPrefix, control }: EventSettingsFieldsProps) {
  const toggle = (name: 'waitlist' | 'reminders', label: string, hint: string) => (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <Box>
          <FormControlLabel
            control={
              <Switch
                id={`${idPrefix}-${name}`}
                checked={field.value}
                onChange={(event) => field.onChange(event.target.checked)}
                onBlur={field.onBlur}
                slotProps={{
                  input: { 'aria-describedby': `${idPrefix}-${name}-hint`, ref: field.ref },
                }}
              />
            }
            label={label}
          />
          <Typography
            id={`${idPrefix}-${name}-hint`}
            variant="body2"
            sx={{ color: 'text.secondary', ml: 6.5 }}
          >
            {hint}
          </Typography>
        </Box>
      )}
    />
  );
  return (
    <Box
      component="fieldset"
      sx={{ gridColumn: '1 / -1', border: 0, p: 0, m: 0, display: 'grid', gap: 2 }}
    >
      <Typography component="legend" sx={{ fontWeight: 600, mb: 1 }}>
        After registering
      </Typography>
      {toggle(
        'waitlist',
        'Waiting list when full',
        'Members may join a waiting list; the first in line gets each place that frees up.',
      )}
      {toggle(
        'reminders',
        'Reminder mail before the event',
        'Confirmed registrants are mailed a reminder the day before.',
      )}
      <FormTextField
        control={control}
        name="refundRule"
        id={`${idPrefix}-refund-rule`}
        label="When a member cancels a paid registration"
        select
      >
        {menuItems(REFUND_RULES, REFUND_RULE_LABELS)}
      </FormTextField>
    </Box>
  );
}
