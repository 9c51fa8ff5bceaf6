import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { RegistrationType } from '../../../domain/constants';
import type { Event } from '../../../domain/event-schemas';
import { feeFor } from '../../../domain/events';
import { MESSAGES } from '../../../domain/messages';
import type { SessionUser } from '../../lib/session';
import { ApiError } from '../../lib/api-client';
import { FormTextField } from '../../components/form-text-field';
import { PaymentBoxes } from './payment-boxes';
import {
  GENDER_OPTIONS,
  registrationFormSchema,
  type RegistrationFormOutput,
  type RegistrationFormValues,
} from './registration-form-schema';
import { register } from './registrations-api';
import type { RegistrationSuccessState } from './registration-success-state';
import { TeamMembersFields } from './team-members-fields';

interface RegistrationFormProps {
  event: Event;
  user: SessionUser;
}

interface Outcome {
  severity: 'success' | 'error';
  text: string;
}

const TYPE_LABELS: Record<RegistrationType, string> = {
  individual: 'Individual',
  team: 'Team',
};

function emptyValues(user: SessionUser, type: RegistrationType): RegistrationFormValues {
  return {
    name: user.name,
    email: user.email,
    contact: '',
    hostel: '',
    hostelAddress: '',
    gender: '',
    registrationType: type,
    teamMembers: [],
  };
}

/** The server's message, or 'Registration failed' when there is none (SPEC.md section 8). */
function failureText(error: unknown): string {
  return error instanceof ApiError && error.status !== 0 && error.message
    ? error.message
    : MESSAGES.registrationFailed;
}

/**
 * The registration form of SPEC.md section 2 for one open event: the type (a toggle when both are
 * allowed, else a badge), the member's details with the e-mail locked to their account, the team
 * members in team mode, the fee and amount boxes, and Submit Registration for a free
 * registration or Pay Now (which only says payment is coming) for a paid one.
 */
export function RegistrationForm({ event, user }: RegistrationFormProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const allowed = event.allowedRegistrationTypes;
  const bothTypes = allowed.includes('individual') && allowed.includes('team');
  const lockedType: RegistrationType = allowed.includes('individual') ? 'individual' : 'team';
  const schema = useMemo(() => registrationFormSchema(event.name), [event.name]);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const {
    control,
    handleSubmit,
    reset,
    setValue,
    formState: { isSubmitting },
  } = useForm<RegistrationFormValues, unknown, RegistrationFormOutput>({
    resolver: zodResolver(schema),
    defaultValues: emptyValues(user, lockedType),
  });
  const type = useWatch({ control, name: 'registrationType' });
  const fee = feeFor(event, type);

  const changeType = (next: RegistrationType | null) => {
    if (!next || next === type) return;
    setValue('registrationType', next);
    // Switching the type clears the team member list (SPEC.md section 4).
    setValue('teamMembers', [], { shouldValidate: false });
    setOutcome(null);
  };

  const onSubmit = handleSubmit(async (values) => {
    setOutcome(null);
    try {
      const answer = await register({
        ...values,
        event: event._id,
        // Always sent; empty for an individual (cricket's client must send it, SPEC.md 5).
        teamMembers: values.registrationType === 'team' ? values.teamMembers : [],
      });
      setOutcome({
        severity: /success/i.test(answer.message) ? 'success' : 'error',
        text: answer.message,
      });
      reset(emptyValues(user, lockedType));
      const state: RegistrationSuccessState = {
        name: answer.registration.name,
        email: answer.registration.email,
        studentId: answer.studentId,
        eventName: event.name,
        registrationType: answer.registration.registrationType,
        paymentStatus: answer.registration.paymentStatus,
      };
      await navigate('/success', { state });
      // Places left and the member's list have changed.
      void queryClient.invalidateQueries({ queryKey: ['events'] });
      void queryClient.invalidateQueries({ queryKey: ['registrations'] });
    } catch (error) {
      const text = failureText(error);
      setOutcome({ severity: /success/i.test(text) ? 'success' : 'error', text });
    }
  });

  return (
    <Box
      component="form"
      noValidate
      aria-label={`${event.name} Registration`}
      onSubmit={(e) => void onSubmit(e)}
    >
      <Box sx={{ mb: 3 }}>
        {bothTypes ? (
          <>
            <Typography id="registration-type-label" sx={{ fontWeight: 600, mb: 1 }}>
              Registration type
            </Typography>
            <ToggleButtonGroup
              value={type}
              exclusive
              color="primary"
              onChange={(_event, next: RegistrationType | null) => changeType(next)}
              aria-labelledby="registration-type-label"
              sx={{ width: { xs: '100%', sm: 'auto' } }}
            >
              {(['individual', 'team'] as const).map((option) => (
                <ToggleButton
                  key={option}
                  value={option}
                  sx={{
                    minHeight: 44,
                    minWidth: 140,
                    flex: { xs: 1, sm: 'none' },
                    fontWeight: 600,
                  }}
                >
                  {TYPE_LABELS[option]}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          </>
        ) : (
          <Chip
            color="primary"
            label={
              lockedType === 'team' ? 'Team Registration Only' : 'Individual Registration Only'
            }
            sx={{ fontWeight: 600 }}
          />
        )}
      </Box>

      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2.5 }}>
        Fields marked with * are required.
      </Typography>

      <Box
        sx={{
          display: 'grid',
          gap: 2.5,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        <FormTextField
          control={control}
          name="name"
          id="registration-name"
          label="Name"
          autoComplete="name"
          required
          maxLength={100}
        />
        <FormTextField
          control={control}
          name="email"
          id="registration-email"
          label="Email"
          type="email"
          autoComplete="email"
          required
          readOnly
          hint="The e-mail of your account; registrations are kept under it."
        />
        <FormTextField
          control={control}
          name="contact"
          id="registration-contact"
          label="Contact"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          required
          maxLength={20}
        />
        <FormTextField
          control={control}
          name="gender"
          id="registration-gender"
          label="Gender"
          required
          options={GENDER_OPTIONS}
          placeholderOption="Choose your gender"
        />
        <FormTextField
          control={control}
          name="hostel"
          id="registration-hostel"
          label="Hostel"
          autoComplete="organization"
          required
          maxLength={100}
        />
        <FormTextField
          control={control}
          name="hostelAddress"
          id="registration-hostel-address"
          label="Hostel Address"
          autoComplete="street-address"
          required
          maxLength={300}
        />
      </Box>

      {type === 'team' && <TeamMembersFields control={control} eventName={event.name} />}

      <PaymentBoxes fee={fee} type={type} onPay={() => window.alert(MESSAGES.paymentComingSoon)} />

      {outcome && (
        <Alert
          severity={outcome.severity}
          role={outcome.severity === 'error' ? 'alert' : 'status'}
          sx={{ mt: 3 }}
        >
          {outcome.text}
        </Alert>
      )}

      <Box
        sx={{
          mt: 3,
          display: 'flex',
          flexDirection: { xs: 'column-reverse', sm: 'row' },
          justifyContent: 'flex-end',
          alignItems: { xs: 'stretch', sm: 'center' },
          gap: 1.5,
          '& > .MuiButton-root': { minWidth: { sm: 180 } },
        }}
      >
        <Button component={RouterLink} to="/home" variant="outlined">
          Back to Events
        </Button>
        {fee === 0 && (
          <Button type="submit" variant="contained" disabled={isSubmitting}>
            {isSubmitting ? 'Submitting…' : 'Submit Registration'}
          </Button>
        )}
      </Box>
    </Box>
  );
}
