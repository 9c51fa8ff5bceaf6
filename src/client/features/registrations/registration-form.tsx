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
import { GENDER_CODES, type RegistrationType } from '@/domain/constants';
import type { Event } from '@/domain/event-schemas';
import { feeFor, teamSize } from '@/domain/events';
import type { Registration } from '@/domain/registration-schemas';
import type { SessionUser } from '@/client/lib/session';
import { sharedKeys } from '@/client/lib/api/query-keys';
import { registrationDraftKey } from '@/client/lib/form-draft';
import { translatedResolver } from '@/client/lib/field-errors';
import { useMemberTexts } from '@/client/lib/member-texts/context';
import { fill } from '@/client/lib/page-texts/fill';
import { usePageLanguage } from '@/client/lib/shell-texts/context';
import { useFormDraft } from '@/client/lib/use-form-draft';
import { useFormRefusal } from '@/client/lib/use-form-refusal';
import { FormActions } from '@/client/components/form-actions';
import { RefusalAlert } from '@/client/components/refusal-alert';
import { FormTextField } from '@/client/components/form-text-field';
import { PayerFields } from '@/client/components/payer-fields';
import { PaymentBoxes } from './payment-boxes';
import {
  registrationFormSchema,
  type RegistrationFormOutput,
  type RegistrationFormValues,
} from './registration-form-schema';
import { registerForEvent } from './api/register-for-event';
import type { RegistrationSuccessState } from './registration-success-state';
import { QuestionFields } from './question-fields';
import { TeamMembersFields } from './team-members-fields';
import { usePayForRegistration } from './use-pay-for-registration';

interface RegistrationFormProps {
  event: Event;
  user: SessionUser;
  /** The member's latest registration, whose contact details fill in the form. */
  previous?: Registration;
  /** The event is full and has a waiting list: the form joins it, with nothing to pay yet. */
  waitlist?: boolean;
}

interface Outcome {
  severity: 'success' | 'info';
  text: string;
}

/** A fresh form: the member's name and e-mail, and what they gave last time, if anything. */
function emptyValues(
  user: SessionUser,
  type: RegistrationType,
  previous: Registration | undefined,
): RegistrationFormValues {
  return {
    name: user.name,
    email: user.email,
    contact: previous?.contact ?? '',
    hostel: previous?.hostel ?? '',
    hostelAddress: previous?.hostelAddress ?? '',
    gender: previous?.gender ?? '',
    registrationType: type,
    teamMembers: [],
    answers: [],
  };
}

/** The form's fields a refusal of the server may name (its `field`), to show it under them. */
const REFUSAL_FIELDS = ['name', 'contact', 'hostel', 'hostelAddress', 'gender'] as const;

/**
 * The registration form for one open event: the type (a toggle when both are
 * allowed, else a badge), the member's details with the e-mail locked to their account, the team
 * members in team mode, the fee and amount boxes, and Submit Registration for a free
 * registration or Pay Now for a paid one: it registers (holding the place) and opens Checkout,
 * or says payment is coming soon where the site takes no payments online.
 */
export function RegistrationForm({
  event,
  user,
  previous,
  waitlist = false,
}: RegistrationFormProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const allowed = event.allowedRegistrationTypes;
  const bothTypes = allowed.includes('individual') && allowed.includes('team');
  const lockedType: RegistrationType = allowed.includes('individual') ? 'individual' : 'team';
  const size = useMemo(() => teamSize(event), [event]);
  const { registrations: labels, registerForm: texts, answerRefusals } = useMemberTexts();
  const { language } = usePageLanguage();
  const schema = useMemo(
    () => registrationFormSchema(size, event.questions, texts, answerRefusals),
    [size, event.questions, texts, answerRefusals],
  );
  const genderOptions = GENDER_CODES.map((code) => ({
    value: code,
    label: labels[`gender${code}`],
  }));
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const payment = usePayForRegistration();

  const form = useForm<RegistrationFormValues, unknown, RegistrationFormOutput>({
    resolver: translatedResolver(zodResolver(schema), language),
    defaultValues: emptyValues(user, lockedType, previous),
  });
  const {
    control,
    handleSubmit,
    reset,
    setError,
    setValue,
    formState: { isSubmitting },
  } = form;
  const { refusal, refuse, clear } = useFormRefusal(setError, REFUSAL_FIELDS, texts.failed);
  // A long team outlives a login detour: the draft is restored when the member comes back.
  const { clearDraft } = useFormDraft(registrationDraftKey(event._id, user.email), form);
  const type = useWatch({ control, name: 'registrationType' });
  const fee = feeFor(event, type);

  const changeType = (next: RegistrationType | null) => {
    if (!next || next === type) return;
    setValue('registrationType', next);
    // Switching the type clears the team member list.
    setValue('teamMembers', [], { shouldValidate: false });
    setOutcome(null);
  };

  const register = (values: RegistrationFormOutput) =>
    registerForEvent({
      ...values,
      event: event._id,
      // Always sent; empty for an individual (older clients rely on the field for cricket).
      teamMembers: values.registrationType === 'team' ? values.teamMembers : [],
      // One set per person of this registration: a removed member's answers are not sent.
      answers: values.answers.slice(
        0,
        values.registrationType === 'team' ? values.teamMembers.length + 1 : 1,
      ),
    });

  // Pay Now registers first, so the place is held while the member pays.
  const onPay = handleSubmit(async (values) => {
    setOutcome(null);
    clear();
    try {
      if (!(await payment.live())) {
        window.alert(texts.paymentComingSoon);
        return;
      }
      const { registration } = await register(values);
      clearDraft();
      const paid = await payment.pay(registration);
      if (paid.kind === 'dismissed') {
        setOutcome({ severity: 'info', text: labels.notCompleted });
      }
    } catch (error) {
      refuse(error);
    }
  });

  const onSubmit = handleSubmit(async (values) => {
    setOutcome(null);
    clear();
    try {
      const answer = await register(values);
      setOutcome({ severity: 'success', text: answer.message });
      clearDraft();
      reset(emptyValues(user, lockedType, previous));
      const state: RegistrationSuccessState = {
        name: answer.registration.name,
        email: answer.registration.email,
        studentId: answer.studentId,
        eventName: event.name,
        ...(event.date ? { eventDate: event.date } : {}),
        amount: answer.registration.amount,
        registrationType: answer.registration.registrationType,
        paymentStatus: answer.registration.paymentStatus,
        registrationId: answer.registration._id,
        status: answer.status,
        ...(answer.registration.waitlistPosition
          ? { waitlistPosition: answer.registration.waitlistPosition }
          : {}),
      };
      await navigate('/success', { state });
      // Places left and the member's list have changed.
      void queryClient.invalidateQueries({ queryKey: sharedKeys.events });
      void queryClient.invalidateQueries({ queryKey: sharedKeys.registrations });
    } catch (error) {
      refuse(error);
    }
  });

  return (
    <Box
      component="form"
      noValidate
      aria-label={fill(texts.titleOf, { event: event.name })}
      onSubmit={(e) => void onSubmit(e)}
    >
      <Box sx={{ mb: 3 }}>
        {bothTypes ? (
          <>
            <Typography id="registration-type-label" sx={{ fontWeight: 600, mb: 1 }}>
              {labels.type}
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
                  {labels[option]}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          </>
        ) : (
          <Chip
            color="primary"
            label={lockedType === 'team' ? texts.teamOnly : texts.individualOnly}
            sx={{ fontWeight: 600 }}
          />
        )}
      </Box>

      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2.5 }}>
        {texts.requiredNote}
      </Typography>

      <Box
        sx={{
          display: 'grid',
          gap: 2.5,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        <PayerFields
          control={control}
          form="registration"
          phone="contact"
          labels={{ name: labels.name, email: labels.email, phone: labels.contact }}
          emailHint={texts.emailHint}
          emailReadOnly
        />
        <FormTextField
          control={control}
          name="gender"
          id="registration-gender"
          label={labels.gender}
          required
          options={genderOptions}
          placeholderOption={texts.chooseGender}
        />
        <FormTextField
          control={control}
          name="hostel"
          id="registration-hostel"
          label={labels.hostel}
          autoComplete="organization"
          required
          maxLength={100}
        />
        <FormTextField
          control={control}
          name="hostelAddress"
          id="registration-hostel-address"
          label={texts.hostelAddress}
          autoComplete="street-address"
          required
          maxLength={300}
        />
      </Box>

      {type === 'team' && <TeamMembersFields control={control} size={size} />}

      <QuestionFields questions={event.questions} control={control} team={type === 'team'} />

      {waitlist ? (
        <Alert severity="info" role="status" sx={{ mt: 3 }}>
          {fee > 0 ? texts.waitlistPaidNote : texts.waitlistNote}
        </Alert>
      ) : (
        <PaymentBoxes
          fee={fee}
          type={type}
          onPay={() => void onPay()}
          paying={isSubmitting}
          online={payment.available}
        />
      )}

      {refusal && (
        <Box sx={{ mt: 3 }}>
          <RefusalAlert message={refusal} />
        </Box>
      )}

      {outcome && (
        <Alert severity={outcome.severity} role="status" sx={{ mt: 3 }}>
          {outcome.text}
        </Alert>
      )}

      <FormActions buttonMinWidth={180}>
        <Button component={RouterLink} to="/home" variant="outlined">
          {texts.backToEvents}
        </Button>
        {waitlist ? (
          <Button type="submit" variant="contained" color="secondary" disabled={isSubmitting}>
            {isSubmitting ? texts.joining : texts.joinWaitlist}
          </Button>
        ) : (
          fee === 0 && (
            <Button type="submit" variant="contained" disabled={isSubmitting}>
              {isSubmitting ? texts.submitting : texts.submit}
            </Button>
          )
        )}
      </FormActions>
    </Box>
  );
}
