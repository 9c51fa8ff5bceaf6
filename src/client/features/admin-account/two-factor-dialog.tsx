import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DownloadIcon from '@mui/icons-material/Download';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  twoFactorDisableInputSchema,
  twoFactorEnableInputSchema,
  twoFactorSetupInputSchema,
  type AdminSelf,
  type TwoFactorSetup,
} from '@/domain/committee-schemas';
import { FormTextField } from '@/client/components/form-text-field';
import { CurrentPasswordField } from '@/client/components/admin/password-fields';
import { useNotify } from '@/client/components/notifications';
import { adminKeys } from '@/client/lib/admin/api/query-keys';
import { SubjectDialog } from '@/client/components/admin/admin-dialog';
import { DialogForm } from '@/client/components/admin/dialog-form';
import { FormDialogBody } from '@/client/components/admin/form-dialog-body';
import { useDialogForm } from '@/client/components/admin/use-dialog-form';
import { CancelButton, DialogFormActions } from '@/client/components/admin/dialog-form-actions';
import { useDisableTwoFactor } from './api/disable-two-factor';
import { useEnableTwoFactor } from './api/enable-two-factor';
import { useRenewRecoveryCodes } from './api/renew-recovery-codes';
import { useStartTwoFactor } from './api/start-two-factor';
import { QrCode } from './qr-code';
import { RefusalAlert } from '@/client/components/refusal-alert';

interface TwoFactorDialogProps {
  self: AdminSelf;
  open: boolean;
  onClose: () => void;
}

/**
 * Two-factor sign-in for the signed-in admin: turn it on (password, scan, confirm, keep the
 * codes), make new recovery codes, or turn it off; each asks for the password again.
 */
export function TwoFactorDialog({ self, open, onClose }: TwoFactorDialogProps) {
  return (
    <SubjectDialog id="two-factor" title="Two-factor sign-in" subject={open} onClose={onClose}>
      {() =>
        self.twoFactorEnabled ? (
          <TurnOff self={self} onDone={onClose} />
        ) : (
          <TurnOn onDone={onClose} />
        )
      }
    </SubjectDialog>
  );
}

/** A password asked again before the admin's sign-in changes: a stolen session is not enough. */
function PasswordStep({
  intro,
  submitLabel,
  onPassword,
}: {
  intro: string;
  submitLabel: string;
  onPassword: (password: string) => Promise<void>;
}) {
  const { control, body } = useDialogForm({
    resolver: zodResolver(twoFactorSetupInputSchema),
    defaultValues: { password: '' },
    fields: ['password'],
    submit: ({ password }) => onPassword(password),
    stayOpen: true,
  });
  return (
    <FormDialogBody {...body} submitLabel={submitLabel} pendingLabel="Checking…">
      <Typography>{intro}</Typography>
      <CurrentPasswordField
        control={control}
        name="password"
        id="two-factor-password"
        label="Password"
      />
    </FormDialogBody>
  );
}

function TurnOn({ onDone }: { onDone: () => void }) {
  const start = useStartTwoFactor();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  if (!setup) {
    return (
      <PasswordStep
        intro="To set up two-factor sign-in, type your password first."
        submitLabel="Continue"
        onPassword={async (password) => setSetup(await start.mutateAsync(password))}
      />
    );
  }
  return <ConfirmCode setup={setup} onDone={onDone} />;
}

function ConfirmCode({ setup, onDone }: { setup: TwoFactorSetup; onDone: () => void }) {
  const enable = useEnableTwoFactor();
  const queryClient = useQueryClient();
  const [codes, setCodes] = useState<string[] | null>(null);
  const { control, body } = useDialogForm({
    resolver: zodResolver(twoFactorEnableInputSchema),
    defaultValues: { code: '' },
    fields: ['code'],
    submit: async ({ code }) => setCodes((await enable.mutateAsync(code)).recoveryCodes),
    stayOpen: true,
  });

  const finish = () => {
    void queryClient.invalidateQueries({ queryKey: [...adminKeys.all, 'verify'] });
    onDone();
  };

  if (codes) {
    return <RecoveryCodes heading="Two-factor sign-in is on." codes={codes} onDone={finish} />;
  }
  return (
    <FormDialogBody {...body} submitLabel="Turn on" pendingLabel="Checking…">
      <Typography>
        Scan this code with an authenticator app on your phone (Google Authenticator, Microsoft
        Authenticator, Aegis, 2FAS…). From now on, signing in asks for the six digits it shows.
      </Typography>
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
    </FormDialogBody>
  );
}

function RecoveryCodes({
  heading,
  codes,
  onDone,
}: {
  heading: string;
  codes: string[];
  onDone: () => void;
}) {
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
        <Alert severity="success">{heading}</Alert>
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
  const disable = useDisableTwoFactor();
  const renew = useRenewRecoveryCodes();
  const [codes, setCodes] = useState<string[] | null>(null);
  const { control, formState, refusal, body, submitWith } = useDialogForm({
    resolver: zodResolver(twoFactorDisableInputSchema),
    defaultValues: { password: '' },
    fields: ['password'],
    submit: ({ password }) => disable.mutateAsync(password),
    notice: (answer) => answer.message,
  });
  const turnOff = body.onSubmit;
  const newCodes = submitWith(async ({ password }) =>
    setCodes((await renew.mutateAsync(password)).recoveryCodes),
  );

  if (codes) {
    return (
      <RecoveryCodes
        heading="Your new recovery codes are ready; the old ones no longer work."
        codes={codes}
        onDone={onDone}
      />
    );
  }
  const left = self.recoveryCodesLeft;
  const required = self.twoFactorRequired;
  return (
    <DialogForm labelledBy="two-factor-title" onSubmit={required ? newCodes : turnOff}>
      <DialogContent dividers sx={{ display: 'grid', gap: 2.5, alignContent: 'start' }}>
        <Alert severity="success">
          Two-factor sign-in is on. You have {left} recovery {left === 1 ? 'code' : 'codes'} left.
        </Alert>
        <Typography>
          {required
            ? 'An owner requires two-factor sign-in for every admin, so it stays on. To make new recovery codes (the old ones stop working), type your password.'
            : 'To turn it off, or to make new recovery codes (the old ones stop working), type your password.'}
        </Typography>
        <CurrentPasswordField
          control={control}
          name="password"
          id="two-factor-password"
          label="Password"
        />
        <RefusalAlert message={refusal} />
      </DialogContent>
      <DialogFormActions>
        <CancelButton busy={formState.isSubmitting} />
        <Button
          type={required ? 'submit' : 'button'}
          variant={required ? 'contained' : 'outlined'}
          onClick={required ? undefined : () => void newCodes()}
          disabled={formState.isSubmitting}
        >
          New recovery codes
        </Button>
        {!required && (
          <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
            {formState.isSubmitting ? 'Checking…' : 'Turn off'}
          </Button>
        )}
      </DialogFormActions>
    </DialogForm>
  );
}
