import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { pageControl } from '@/client/lib/page-controls';
import { useHydrated } from '@/client/lib/use-hydrated';
import { AccountPage } from './account-page';
import { FormMessage } from './form-message';
import { OtpForm } from './otp-form';
import { SignupDetailsForm, type SignupDetails } from './signup-details-form';
import { SignupPasswordForm } from './signup-password-form';

const STEPS = ['Your details', 'Verify e-mail', 'Set password'] as const;

function StepSection({
  index,
  title,
  children,
}: {
  index: number;
  title: string;
  children: ReactNode;
}) {
  return (
    <Box component="section" aria-labelledby={`signup-step-${index}`} sx={{ mt: 3 }}>
      <Typography id={`signup-step-${index}`} variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
        Step {index} of {STEPS.length}: {title}
      </Typography>
      {children}
    </Box>
  );
}

/**
 * The three-step sign-up (/signup): (1) name and e-mail, Send OTP;
 * (2) the code from the e-mail, Verify; (3) a password, Complete Registration. Each step appears
 * below the one before once it is done; the stepper shows where the person is.
 */
export function SignupPage() {
  const [sentTo, setSentTo] = useState<SignupDetails | null>(null);
  const [sendCount, setSendCount] = useState(0);
  const [signupTicket, setSignupTicket] = useState<string | null>(null);
  const [verificationLost, setVerificationLost] = useState<string | null>(null);
  const verified = signupTicket !== null;
  const activeStep = verified ? 2 : sentTo ? 1 : 0;
  // The server's page has the later steps too, hidden, for a visitor's script to show
  // (src/client/visitor/signup-forms.ts); the app drops them once it has the page.
  const hydrated = useHydrated();

  return (
    <AccountPage
      title="Sign Up"
      width={560}
      intro={
        <>
          Become a member to register for events and keep track of your donations. Already a member?{' '}
          <Link component={RouterLink} to="/login" sx={{ fontWeight: 600 }}>
            Log in
          </Link>
        </>
      }
    >
      <Stepper
        activeStep={activeStep}
        alternativeLabel
        aria-hidden="true"
        {...pageControl('signup-stepper')}
        sx={{ mb: 1 }}
      >
        {STEPS.map((label) => (
          <Step key={label}>
            <StepLabel>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Fields marked with * are required.
      </Typography>

      <StepSection index={1} title="About you">
        <SignupDetailsForm
          sentTo={sentTo}
          done={verified}
          onSent={(details) => {
            setSentTo(details);
            setSendCount((count) => count + 1);
            setVerificationLost(null);
          }}
          onEdit={() => {
            setSentTo(null);
            setSignupTicket(null);
            setVerificationLost(null);
          }}
        />
      </StepSection>

      {(sentTo || !hydrated) && (
        <Box hidden={!sentTo} data-signup-step="2">
          <Divider sx={{ mt: 3 }} />
          <StepSection index={2} title="Verify your e-mail">
            {verificationLost && (
              <FormMessage message={{ severity: 'error', text: verificationLost }} />
            )}
            <OtpForm
              key={sendCount}
              email={sentTo?.email ?? ''}
              onVerified={(ticket) => {
                setVerificationLost(null);
                setSignupTicket(ticket);
              }}
            />
          </StepSection>
        </Box>
      )}

      {((sentTo && signupTicket) || !hydrated) && (
        <Box hidden={!(sentTo && signupTicket)} data-signup-step="3">
          <Divider sx={{ mt: 3 }} />
          <StepSection index={3} title="Set a password">
            <SignupPasswordForm
              email={sentTo?.email ?? ''}
              signupTicket={signupTicket ?? ''}
              onVerificationLost={(message) => {
                setSignupTicket(null);
                setVerificationLost(message);
                // A fresh code field, for the new code.
                setSendCount((count) => count + 1);
              }}
            />
          </StepSection>
        </Box>
      )}
    </AccountPage>
  );
}
