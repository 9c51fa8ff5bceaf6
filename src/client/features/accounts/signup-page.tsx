import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { usePageTexts } from '@/client/lib/page-texts/context';
import { fill } from '@/client/lib/page-texts/fill';
import { pageControl } from '@/client/lib/page-controls';
import { useHydrated } from '@/client/lib/use-hydrated';
import { AccountPage } from './account-page';
import { FormMessage } from './form-message';
import { OtpForm } from './otp-form';
import { SignupDetailsForm, type SignupDetails } from './signup-details-form';
import { SignupPasswordForm } from './signup-password-form';

const STEP_COUNT = 3;

function StepSection({
  index,
  title,
  children,
}: {
  index: number;
  title: string;
  children: ReactNode;
}) {
  const texts = usePageTexts().account;
  return (
    <Box component="section" aria-labelledby={`signup-step-${index}`} sx={{ mt: 3 }}>
      <Typography id={`signup-step-${index}`} variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
        {fill(texts.stepHeading, { index, count: STEP_COUNT, title })}
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
  const texts = usePageTexts().account;

  return (
    <AccountPage
      title={texts.signupTitle}
      width={560}
      intro={
        <>
          {texts.signupIntro}{' '}
          <Link component={RouterLink} to="/login" sx={{ fontWeight: 600 }}>
            {texts.logIn}
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
        {[texts.stepDetails, texts.stepVerify, texts.stepPassword].map((label) => (
          <Step key={label}>
            <StepLabel>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {texts.fieldsRequired}
      </Typography>

      <StepSection index={1} title={texts.aboutYou}>
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
          <StepSection index={2} title={texts.verifyEmail}>
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
          <StepSection index={3} title={texts.setPassword}>
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
