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
import { DetailList } from '@/client/components/detail-list';
import { FormTextField } from '@/client/components/form-text-field';
import { PageContainer } from '@/client/components/page-container';
import { PageLoading } from '@/client/components/page-loading';
import { translatedResolver } from '@/client/lib/field-errors';
import { useMemberTexts } from '@/client/lib/member-texts/context';
import { usePageLanguage } from '@/client/lib/shell-texts/context';
import { fill } from '@/client/lib/page-texts/fill';
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
  const { profile: texts, member } = useMemberTexts();
  const { language } = usePageLanguage();
  const queryClient = useQueryClient();
  const [said, setSaid] = useState<Said | null>(null);
  const { control, handleSubmit, formState } = useForm<
    ProfileInput,
    unknown,
    z.output<typeof profileInputSchema>
  >({
    resolver: translatedResolver(zodResolver(profileInputSchema), language),
    defaultValues: { name: profile.name, phone: profile.phone ?? '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    setSaid(null);
    try {
      queryClient.setQueryData(
        profileKey,
        await saveProfile({ name: values.name, phone: values.phone ?? '' }),
      );
      setSaid({ severity: 'success', text: texts.saved });
    } catch (error) {
      setSaid({ severity: 'error', text: serverMessage(error, member.somethingWrong) });
    }
  });
  return (
    <Section id="profile-details" title={texts.details}>
      <DetailList
        items={[
          { label: texts.email, value: profile.email },
          { label: texts.studentId, value: profile.studentId },
        ]}
      />
      <Box
        component="form"
        noValidate
        aria-label={texts.details}
        onSubmit={(event) => void onSubmit(event)}
        sx={{ ...formSx, mt: 2.5 }}
      >
        <FormTextField
          control={control}
          name="name"
          id="profile-name"
          label={texts.name}
          required
        />
        <FormTextField
          control={control}
          name="phone"
          id="profile-phone"
          label={texts.phone}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          hint={texts.phoneHint}
        />
        <Said said={said} />
        <Button
          type="submit"
          variant="contained"
          disabled={formState.isSubmitting}
          sx={{ justifySelf: 'start' }}
        >
          {texts.saveDetails}
        </Button>
      </Box>
    </Section>
  );
}

function PasswordForm() {
  const { profile: texts, member } = useMemberTexts();
  const { language } = usePageLanguage();
  const [said, setSaid] = useState<Said | null>(null);
  const { control, handleSubmit, reset, formState } = useForm<ChangePasswordInput>({
    resolver: translatedResolver(zodResolver(changePasswordInputSchema), language),
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
      setSaid({ severity: 'error', text: serverMessage(error, member.somethingWrong) });
    }
  });
  return (
    <Section id="profile-password" title={texts.passwordTitle}>
      <Box
        component="form"
        noValidate
        aria-label={texts.passwordTitle}
        onSubmit={(event) => void onSubmit(event)}
        sx={formSx}
      >
        <FormTextField
          control={control}
          name="currentPassword"
          id="profile-current-password"
          label={texts.currentPassword}
          type="password"
          autoComplete="current-password"
          required
        />
        <FormTextField
          control={control}
          name="newPassword"
          id="profile-new-password"
          label={texts.newPassword}
          type="password"
          autoComplete="new-password"
          required
          hint={fill(texts.passwordHint, { min: PASSWORD_MIN_LENGTH })}
        />
        <Said said={said} />
        <Button
          type="submit"
          variant="contained"
          disabled={formState.isSubmitting}
          sx={{ justifySelf: 'start' }}
        >
          {texts.changePassword}
        </Button>
      </Box>
    </Section>
  );
}

function EmailForm() {
  const { profile: texts, member } = useMemberTexts();
  const { language } = usePageLanguage();
  const queryClient = useQueryClient();
  const [said, setSaid] = useState<Said | null>(null);
  const [codeSent, setCodeSent] = useState(false);
  const ask = useForm<ChangeEmailInput>({
    resolver: translatedResolver(zodResolver(changeEmailInputSchema), language),
    defaultValues: { newEmail: '', currentPassword: '' },
  });
  const confirm = useForm<ConfirmEmailInput>({
    resolver: translatedResolver(zodResolver(confirmEmailInputSchema), language),
    defaultValues: { code: '' },
  });
  const onAsk = ask.handleSubmit(async (values) => {
    setSaid(null);
    try {
      const answer = await requestEmailChange(values);
      setCodeSent(true);
      setSaid({ severity: 'info', text: answer.message });
    } catch (error) {
      setSaid({ severity: 'error', text: serverMessage(error, member.somethingWrong) });
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
      setSaid({ severity: 'error', text: serverMessage(error, member.somethingWrong) });
    }
  });
  return (
    <Section id="profile-email" title={texts.emailTitle}>
      {codeSent ? (
        <Box
          component="form"
          noValidate
          aria-label={texts.confirmForm}
          onSubmit={(event) => void onConfirm(event)}
          sx={formSx}
        >
          <Said said={said} />
          <FormTextField
            control={confirm.control}
            name="code"
            id="profile-email-code"
            label={texts.code}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            required
          />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
            <Button type="submit" variant="contained" disabled={confirm.formState.isSubmitting}>
              {texts.confirmAddress}
            </Button>
            <Button onClick={() => setCodeSent(false)}>{texts.otherAddress}</Button>
          </Box>
        </Box>
      ) : (
        <Box
          component="form"
          noValidate
          aria-label={texts.emailTitle}
          onSubmit={(event) => void onAsk(event)}
          sx={formSx}
        >
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {texts.emailIntro}
          </Typography>
          <FormTextField
            control={ask.control}
            name="newEmail"
            id="profile-new-email"
            label={texts.newEmail}
            type="email"
            autoComplete="email"
            required
          />
          <FormTextField
            control={ask.control}
            name="currentPassword"
            id="profile-email-password"
            label={texts.currentPassword}
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
            {texts.sendCode}
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
  const { profile: texts, member } = useMemberTexts();
  usePageTitle(texts.title);
  const profile = useProfile();
  return (
    <PageContainer>
      <Typography variant="h1" sx={{ mb: 3 }}>
        {texts.title}
      </Typography>
      {profile.data ? (
        <Box sx={{ display: 'grid', gap: 3, maxWidth: 720 }}>
          <DetailsForm profile={profile.data} />
          <PasswordForm />
          <EmailForm />
        </Box>
      ) : profile.isError ? (
        <Alert severity="error" role="alert">
          {serverMessage(profile.error, member.somethingWrong)}
        </Alert>
      ) : (
        <PageLoading />
      )}
    </PageContainer>
  );
}
