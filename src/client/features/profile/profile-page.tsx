import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  changeEmailInputSchema,
  changePasswordInputSchema,
  confirmEmailInputSchema,
  PASSWORD_MIN_LENGTH,
  profileInputSchema,
  type ChangeEmailInput,
  type ChangePasswordInput,
  type ConfirmEmailInput,
  type Profile,
  type ProfileInput,
} from '@/domain/account-schemas';
import { MESSAGES } from '@/domain/messages';
import { DetailList } from '@/client/components/detail-list';
import { FormTextField } from '@/client/components/form-text-field';
import { PageContainer } from '@/client/components/page-container';
import { PageLoading } from '@/client/components/page-loading';
import { serverMessage } from '@/client/lib/server-message';
import { startSession } from '@/client/lib/session';
import { usePageTitle } from '@/client/lib/use-page-title';
import { changePassword } from './api/change-password';
import { confirmEmailChange, requestEmailChange } from './api/change-email';
import { profileKey, useProfile } from '@/client/lib/api/get-profile';
import { saveProfile } from './api/save-profile';

interface Said {
  severity: 'success' | 'error' | 'info';
  text: string;
}

function Said({ said }: { said: Said | null }) {
  if (!said) return null;
  return (
    <Alert severity={said.severity} role={said.severity === 'error' ? 'alert' : 'status'}>
      {said.text}
    </Alert>
  );
}

/** One part of the profile, under its heading (more parts can join the list). */
function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card component="section" aria-labelledby={id} sx={{ p: { xs: 2.5, sm: 3 } }}>
      <Typography id={id} variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Card>
  );
}

const formSx = { display: 'grid', gap: 2.5 } as const;

function DetailsForm({ profile }: { profile: Profile }) {
  const queryClient = useQueryClient();
  const [said, setSaid] = useState<Said | null>(null);
  const { control, handleSubmit, formState } = useForm<
    ProfileInput,
    unknown,
    z.output<typeof profileInputSchema>
  >({
    resolver: zodResolver(profileInputSchema),
    defaultValues: { name: profile.name, phone: profile.phone ?? '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    setSaid(null);
    try {
      queryClient.setQueryData(
        profileKey,
        await saveProfile({ name: values.name, phone: values.phone ?? '' }),
      );
      setSaid({ severity: 'success', text: 'Your profile is saved.' });
    } catch (error) {
      setSaid({ severity: 'error', text: serverMessage(error, MESSAGES.somethingWentWrong) });
    }
  });
  return (
    <Section id="profile-details" title="Your details">
      <DetailList
        items={[
          { label: 'E-mail', value: profile.email },
          { label: 'Student ID', value: profile.studentId },
        ]}
      />
      <Box
        component="form"
        noValidate
        aria-label="Your details"
        onSubmit={(event) => void onSubmit(event)}
        sx={{ ...formSx, mt: 2.5 }}
      >
        <FormTextField control={control} name="name" id="profile-name" label="Name" required />
        <FormTextField
          control={control}
          name="phone"
          id="profile-phone"
          label="Phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          hint="Forms on this site start with it."
        />
        <Said said={said} />
        <Button
          type="submit"
          variant="contained"
          disabled={formState.isSubmitting}
          sx={{ justifySelf: 'start' }}
        >
          Save details
        </Button>
      </Box>
    </Section>
  );
}

function PasswordForm() {
  const [said, setSaid] = useState<Said | null>(null);
  const { control, handleSubmit, reset, formState } = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordInputSchema),
    defaultValues: { currentPassword: '', newPassword: '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    setSaid(null);
    try {
      const answer = await changePassword(values);
      // Every other session has ended; this one carries on with its new token.
      startSession(answer.token);
      reset();
      setSaid({ severity: 'success', text: answer.message });
    } catch (error) {
      setSaid({ severity: 'error', text: serverMessage(error, MESSAGES.somethingWentWrong) });
    }
  });
  return (
    <Section id="profile-password" title="Change your password">
      <Box
        component="form"
        noValidate
        aria-label="Change your password"
        onSubmit={(event) => void onSubmit(event)}
        sx={formSx}
      >
        <FormTextField
          control={control}
          name="currentPassword"
          id="profile-current-password"
          label="Current password"
          type="password"
          autoComplete="current-password"
          required
        />
        <FormTextField
          control={control}
          name="newPassword"
          id="profile-new-password"
          label="New password"
          type="password"
          autoComplete="new-password"
          required
          hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        />
        <Said said={said} />
        <Button
          type="submit"
          variant="contained"
          disabled={formState.isSubmitting}
          sx={{ justifySelf: 'start' }}
        >
          Change password
        </Button>
      </Box>
    </Section>
  );
}

function EmailForm() {
  const queryClient = useQueryClient();
  const [said, setSaid] = useState<Said | null>(null);
  const [codeSent, setCodeSent] = useState(false);
  const ask = useForm<ChangeEmailInput>({
    resolver: zodResolver(changeEmailInputSchema),
    defaultValues: { newEmail: '', currentPassword: '' },
  });
  const confirm = useForm<ConfirmEmailInput>({
    resolver: zodResolver(confirmEmailInputSchema),
    defaultValues: { code: '' },
  });
  const onAsk = ask.handleSubmit(async (values) => {
    setSaid(null);
    try {
      const answer = await requestEmailChange(values);
      setCodeSent(true);
      setSaid({ severity: 'info', text: answer.message });
    } catch (error) {
      setSaid({ severity: 'error', text: serverMessage(error, MESSAGES.somethingWentWrong) });
    }
  });
  const onConfirm = confirm.handleSubmit(async (values) => {
    setSaid(null);
    try {
      const answer = await confirmEmailChange(values);
      // The session now carries the new address; every list of the member's is read again.
      startSession(answer.token);
      await queryClient.invalidateQueries();
      setCodeSent(false);
      ask.reset();
      confirm.reset();
      setSaid({ severity: 'success', text: answer.message });
    } catch (error) {
      setSaid({ severity: 'error', text: serverMessage(error, MESSAGES.somethingWentWrong) });
    }
  });
  return (
    <Section id="profile-email" title="Change your e-mail address">
      {codeSent ? (
        <Box
          component="form"
          noValidate
          aria-label="Confirm your new e-mail address"
          onSubmit={(event) => void onConfirm(event)}
          sx={formSx}
        >
          <Said said={said} />
          <FormTextField
            control={confirm.control}
            name="code"
            id="profile-email-code"
            label="Code from the e-mail"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            required
          />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
            <Button type="submit" variant="contained" disabled={confirm.formState.isSubmitting}>
              Confirm new address
            </Button>
            <Button onClick={() => setCodeSent(false)}>Use another address</Button>
          </Box>
        </Box>
      ) : (
        <Box
          component="form"
          noValidate
          aria-label="Change your e-mail address"
          onSubmit={(event) => void onAsk(event)}
          sx={formSx}
        >
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            We send a code to the new address to confirm it, and tell the old one.
          </Typography>
          <FormTextField
            control={ask.control}
            name="newEmail"
            id="profile-new-email"
            label="New e-mail address"
            type="email"
            autoComplete="email"
            required
          />
          <FormTextField
            control={ask.control}
            name="currentPassword"
            id="profile-email-password"
            label="Current password"
            type="password"
            autoComplete="current-password"
            required
          />
          <Said said={said} />
          <Button
            type="submit"
            variant="contained"
            disabled={ask.formState.isSubmitting}
            sx={{ justifySelf: 'start' }}
          >
            Send code
          </Button>
        </Box>
      )}
    </Section>
  );
}

/**
 * The member's profile (/profile): their details (name, e-mail, student id, phone), a new
 * password, a new e-mail address. Each part is a section of its own in a column.
 */
export function ProfilePage() {
  usePageTitle('Your Profile');
  const profile = useProfile();
  return (
    <PageContainer>
      <Typography variant="h1" sx={{ mb: 3 }}>
        Your Profile
      </Typography>
      {profile.data ? (
        <Box sx={{ display: 'grid', gap: 3, maxWidth: 720 }}>
          <DetailsForm profile={profile.data} />
          <PasswordForm />
          <EmailForm />
        </Box>
      ) : profile.isError ? (
        <Alert severity="error" role="alert">
          {serverMessage(profile.error, MESSAGES.somethingWentWrong)}
        </Alert>
      ) : (
        <PageLoading />
      )}
    </PageContainer>
  );
}
