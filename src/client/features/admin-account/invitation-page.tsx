import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { invitationTokenSchema, newAdminPasswordSchema } from '@/domain/committee-schemas';
import { MESSAGES } from '@/domain/messages';
import { HiddenUsername, NewPasswordFields } from '@/client/components/admin/password-fields';
import { serverMessage } from '@/client/lib/server-message';
import { useAcceptInvitation } from './invitation/api/accept-invitation';
import { useInvitation } from './invitation/api/get-invitation';
import { AdminLoginLayout } from './login/admin-login-layout';

const invitationFormSchema = z
  .object({ password: newAdminPasswordSchema, confirmPassword: z.string() })
  .refine((values) => values.confirmPassword === values.password, {
    path: ['confirmPassword'],
    message: MESSAGES.passwordsDontMatch,
  });

const INVALID = 'This invitation link is not valid. Ask an owner to send a new one.';

/** An invited admin chooses their password (/admin/invitation/:token), then logs in. */
export function InvitationPage() {
  const { token = '' } = useParams();
  const valid = invitationTokenSchema.safeParse(token).success;
  return (
    <AdminLoginLayout title="Join the committee" intro="Choose the password you will sign in with.">
      {valid ? (
        <InvitationForm token={token} />
      ) : (
        <Alert severity="error" role="alert">
          {INVALID}
        </Alert>
      )}
    </AdminLoginLayout>
  );
}

function InvitationForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const invitation = useInvitation(token);
  const accept = useAcceptInvitation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const { control, handleSubmit, formState } = useForm({
    resolver: zodResolver(invitationFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ password }) => {
    setRefusal(null);
    try {
      const { message } = await accept.mutateAsync({ token, password });
      void navigate('/admin/login', {
        replace: true,
        state: { notice: message, username: invitation.data?.username },
      });
    } catch (error) {
      setRefusal(serverMessage(error, MESSAGES.somethingWentWrong));
    }
  });

  if (invitation.isPending) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 160 }}>
        <CircularProgress aria-label="Checking your invitation" />
      </Box>
    );
  }
  if (invitation.isError) {
    return (
      <Alert severity="error" role="alert">
        {serverMessage(invitation.error, INVALID)}
      </Alert>
    );
  }
  return (
    <Box
      component="form"
      noValidate
      aria-label="Choose your password"
      onSubmit={(event) => void onSubmit(event)}
    >
      <Typography sx={{ mb: 2.5 }}>
        Welcome, <strong>{invitation.data.username}</strong> ({invitation.data.email}).
      </Typography>
      <Box sx={{ display: 'grid', gap: 2.5 }}>
        <HiddenUsername username={invitation.data.username} />
        <NewPasswordFields
          control={control}
          password={{ name: 'password', id: 'invitation-password', label: 'Password' }}
          confirm={{ name: 'confirmPassword', id: 'invitation-confirm', label: 'Confirm Password' }}
        />
      </Box>
      {refusal && (
        <Alert severity="error" role="alert" sx={{ mt: 2.5 }}>
          {refusal}
        </Alert>
      )}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 3 }}>
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={formState.isSubmitting}
          sx={{ width: { xs: '100%', sm: 'auto' } }}
        >
          {formState.isSubmitting ? 'Saving…' : 'Set my password'}
        </Button>
      </Box>
    </Box>
  );
}
