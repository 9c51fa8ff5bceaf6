import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DownloadIcon from '@mui/icons-material/Download';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  twoFactorDisableInputSchema,
  twoFactorEnableInputSchema,
  type AdminSelf,
} from '@/domain/committee-schemas';
import { MESSAGES } from '@/domain/messages';
import { FormTextField } from '@/client/components/form-text-field';
import { useNotify } from '@/client/components/notifications';
import { serverMessage } from '@/client/lib/server-message';
import { adminKeys } from '../api/query-keys';
import { AdminDialog } from '../components/admin-dialog';
import { DialogForm } from '../components/dialog-form';
import { CancelAndSubmit, DialogFormActions } from '../components/dialog-form-actions';
import { useDisableTwoFactor } from './api/disable-two-factor';
import { useEnableTwoFactor } from './api/enable-two-factor';
import { useStartTwoFactor } from './api/start-two-factor';
import { QrCode } from './qr-code';

interface TwoFactorDialogProps {
  self: AdminSelf;
  open: boolean;
  onClose: () => void;
}

/** Two-factor sign-in for the signed-in admin: turn it on (scan, confirm, keep the codes), or off. */
export function TwoFactorDialog({ self, open, onClose }: TwoFactorDialogProps) {
  return (
    <AdminDialog id="two-factor" title="Two-factor sign-in" open={open} onClose={onClose}>
      {open &&
        (self.twoFactorEnabled ? (
          <TurnOff self={self} onDone={onClose} />
        ) : (
          <TurnOn onDone={onClose} />
        ))}
    </AdminDialog>
  );
}

/** A field's refusal from the server ("code: ..."), split into field and text. */
const onField = (message: string, field: string) =>
  message.startsWith(`${field}: `) ? message.slice(field.length + 2) : null;

function TurnOn({ onDone }: { onDone: () => void }) {
  const start = useStartTwoFactor();
  const enable = useEnableTwoFactor();
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const { control, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(twoFactorEnableInputSchema),
    defaultValues: { code: '' },
  });
  const { mutate: begin } = start;

  useEffect(() => begin(), [begin]);

  const onSubmit = handleSubmit(async ({ code }) => {
    setRefusal(null);
    try {
      setCodes((await enable.mutateAsync(code)).recoveryCodes);
    } catch (error) {
      const text = serverMessage(error, MESSAGES.somethingWentWrong);
      const fieldText = onField(text, 'code');
      if (fieldText) setError('code', { message: fieldText }, { shouldFocus: true });
      else setRefusal(text);
    }
  });

  const finish = () => {
    void queryClient.invalidateQueries({ queryKey: [...adminKeys.all, 'verify'] });
    onDone();
  };

  if (codes) return <RecoveryCodes codes={codes} onDone={finish} />;
  if (start.isError) {
    return (
      <>
        <DialogContent dividers>
          <Alert severity="error" role="alert">
            {serverMessage(start.error, MESSAGES.somethingWentWrong)}
          </Alert>
        </DialogContent>
        <DialogFormActions>
          <Button onClick={onDone}>Close</Button>
        </DialogFormActions>
      </>
    );
  }
  const setup = start.data;
  return (
    <DialogForm labelledBy="two-factor-title" onSubmit={onSubmit}>
      <DialogContent dividers sx={{ display: 'grid', gap: 2.5, alignContent: 'start' }}>
        <Typography>
          Scan this code with an authenticator app on your phone (Google Authenticator, Microsoft
          Authenticator, Aegis, 2FAS…). From now on, signing in asks for the six digits it shows.
        </Typography>
        {setup ? (
          <Box sx={{ display: 'grid', justifyItems: 'center', gap: 1.5 }}>
            <QrCode value={setup.otpauthUri} label="QR code to scan with your authenticator app" />
            <Typography variant="body2" sx={{ color: 'text.secondary', textAlign: 'center' }}>
              Cannot scan? Type this key into the app instead:
            </Typography>
            <Box
              component="code"
              data-testid="two-factor-secret"
              sx={{
                fontSize: '1rem',
                letterSpacing: '0.08em',
                overflowWrap: 'anywhere',
                textAlign: 'center',
                px: 1.5,
                py: 1,
                borderRadius: 1,
                bgcolor: 'background.default',
              }}
            >
              {setup.secret}
            </Box>
          </Box>
        ) : (
          <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 200 }}>
            <CircularProgress aria-label="Preparing your code" />
          </Box>
        )}
        <FormTextField
          control={control}
          name="code"
          id="two-factor-code"
          label="Code from the app"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          required
          hint="The six digits your app shows now."
        />
        {refusal && (
          <Alert severity="error" role="alert">
            {refusal}
          </Alert>
        )}
      </DialogContent>
      <CancelAndSubmit
        onCancel={onDone}
        submitting={formState.isSubmitting || !setup}
        submitLabel={formState.isSubmitting ? 'Checking…' : 'Turn on'}
      />
    </DialogForm>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const notify = useNotify();
  const text = `${codes.join('\n')}\n`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      notify('The recovery codes are copied.', 'success');
    } catch {
      notify('The codes could not be copied: select them and copy them by hand.', 'error');
    }
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'recovery-codes.txt';
    document.body.append(link);
    link.click();
    link.remove();
    window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
  };
  return (
    <>
      <DialogContent dividers sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
        <Alert severity="success">Two-factor sign-in is on.</Alert>
        <Typography>
          If you lose your phone, each of these codes signs you in once instead of the app. Keep
          them somewhere safe: they are shown only now.
        </Typography>
        <Box
          component="ol"
          aria-label="Recovery codes"
          sx={{
            m: 0,
            p: 2,
            pl: 5,
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
            columnGap: 4,
            rowGap: 0.5,
            fontFamily: 'monospace',
            fontSize: '1rem',
            borderRadius: 1,
            bgcolor: 'background.default',
          }}
        >
          {codes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
            Copy
          </Button>
          <Button variant="outlined" startIcon={<DownloadIcon />} onClick={download}>
            Download
          </Button>
        </Box>
      </DialogContent>
      <DialogFormActions>
        <Button variant="contained" onClick={onDone}>
          I have saved my recovery codes
        </Button>
      </DialogFormActions>
    </>
  );
}

function TurnOff({ self, onDone }: { self: AdminSelf; onDone: () => void }) {
  const notify = useNotify();
  const disable = useDisableTwoFactor();
  const [refusal, setRefusal] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(twoFactorDisableInputSchema),
    defaultValues: { password: '' },
  });

  const onSubmit = handleSubmit(async ({ password }) => {
    setRefusal(null);
    try {
      notify((await disable.mutateAsync(password)).message, 'success');
      onDone();
    } catch (error) {
      const text = serverMessage(error, MESSAGES.somethingWentWrong);
      const fieldText = onField(text, 'password');
      if (fieldText) setError('password', { message: fieldText }, { shouldFocus: true });
      else setRefusal(text);
    }
  });

  const left = self.recoveryCodesLeft;
  return (
    <DialogForm labelledBy="two-factor-title" onSubmit={onSubmit}>
      <DialogContent dividers sx={{ display: 'grid', gap: 2.5, alignContent: 'start' }}>
        <Alert severity="success">
          Two-factor sign-in is on. You have {left} recovery {left === 1 ? 'code' : 'codes'} left.
        </Alert>
        {self.twoFactorRequired ? (
          <Typography>
            An owner requires two-factor sign-in for every admin, so it stays on.
          </Typography>
        ) : (
          <>
            <Typography>To turn it off, type your password.</Typography>
            <input type="text" name="username" autoComplete="username" hidden readOnly />
            <FormTextField
              control={control}
              name="password"
              id="two-factor-password"
              label="Password"
              type="password"
              autoComplete="current-password"
              required
            />
          </>
        )}
        {refusal && (
          <Alert severity="error" role="alert">
            {refusal}
          </Alert>
        )}
      </DialogContent>
      {self.twoFactorRequired ? (
        <DialogFormActions>
          <Button onClick={onDone}>Close</Button>
        </DialogFormActions>
      ) : (
        <CancelAndSubmit
          onCancel={onDone}
          submitting={formState.isSubmitting}
          submitLabel={formState.isSubmitting ? 'Turning off…' : 'Turn off'}
        />
      )}
    </DialogForm>
  );
}
