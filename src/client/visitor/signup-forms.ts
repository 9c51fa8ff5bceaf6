import { MESSAGES } from '@/domain/messages';
import { OTP_RESEND_COOLDOWN_MS } from '@/domain/timing';
import { accountButtons, sendCodeLabel } from '../features/accounts/account-form-texts';
import type { PageTexts } from '../lib/page-texts/en';
import type { LoginLocationState } from '../features/accounts/login-location-state';
import { controlSelector } from '../lib/page-controls';
import { invitedDetails } from '../lib/signup-invitation';
import { openWithAppState, postPublic } from './api';
import { idleOrBusy, serverText, wireCheckedForm } from './checked-form';
import { element, icon } from './dom';
import { alertElement, makeAvailable, setShown, showState, type FieldParts } from './form-field';

const loadAccountSchemas = () => import('@/domain/account-schemas');

/** The step the person is at, as the stepper shows it: 0 details, 1 the code, 2 the password. */
function showStep(stepper: Element | null, active: number): void {
  stepper?.querySelectorAll(':scope > li').forEach((step, index) => {
    for (const part of step.querySelectorAll(
      '.MuiStepConnector-root, .MuiStepLabel-root, .MuiStepLabel-iconContainer, .MuiStepLabel-label, .MuiStepIcon-root',
    )) {
      part.classList.toggle('Mui-active', index === active);
      part.classList.toggle('Mui-completed', index < active);
      part.classList.toggle('Mui-disabled', index > active && !part.matches('.MuiStepIcon-root'));
    }
    // A step done shows a tick in place of its number, as MUI's StepIcon draws it.
    const stepIcon = step.querySelector('.MuiStepIcon-root');
    if (!stepIcon) return;
    stepIcon.querySelector('.visitor-step-done')?.remove();
    for (const shape of stepIcon.children) {
      if (index < active) shape.setAttribute('display', 'none');
      else shape.removeAttribute('display');
    }
    if (index < active) {
      const tick = icon(STEP_DONE_PATH).firstElementChild;
      if (tick) {
        tick.setAttribute('class', 'visitor-step-done');
        stepIcon.append(tick);
      }
    }
  });
}

/** MUI's StepIcon for a step done (a tick in a circle). */
const STEP_DONE_PATH =
  'M12 0a12 12 0 1 0 0 24 12 12 0 0 0 0-24zm-2 17l-5-5 1.4-1.4 3.6 3.6 7.6-7.6L19 8l-9 9z';

/** A field off (MUI's disabled looks) or on, its hint shown only while it can be typed in. */
function setFieldLocked(parts: FieldParts, hint: string | null, locked: boolean): void {
  parts.input.disabled = locked;
  for (const part of [parts.input, parts.label, parts.inputRoot]) {
    part?.classList.toggle('Mui-disabled', locked);
  }
  parts.hint = locked ? null : hint;
  showState(parts, undefined);
}

/**
 * A visitor's /signup, as SignupPage works it (decision record 21): (1) name and e-mail, Send OTP,
 * the fields locked and the resend button counting down, Change e-mail to correct them; (2) the
 * code from the mail, Verify, its outcome as an icon in the field; (3) a password, Complete
 * Registration, the alert, and the login page with the e-mail filled in. The later steps are in
 * the server's page, hidden: this shows them.
 */
export function wireSignup(detailsForm: HTMLFormElement, texts: PageTexts): void {
  const codeForm = document.querySelector<HTMLFormElement>(controlSelector('signup-code-form'));
  const passwordForm = document.querySelector<HTMLFormElement>(
    controlSelector('signup-password-form'),
  );
  const codeStep = document.querySelector<HTMLElement>('[data-signup-step="2"]');
  const passwordStep = document.querySelector<HTMLElement>('[data-signup-step="3"]');
  const changeEmail = detailsForm.querySelector<HTMLButtonElement>(controlSelector('change-email'));
  const stepper = document.querySelector(controlSelector('signup-stepper'));
  const privacyNotice = detailsForm.querySelector('a[href="/privacy-policy"]')?.closest('p');
  if (!codeForm || !passwordForm || !codeStep || !passwordStep || !changeEmail) return;

  let sentTo: { name: string; email: string } | null = null;
  let signupTicket: string | null = null;
  let countdownEnds = 0;
  let countdownTimer: number | undefined;
  const secondsLeft = () => Math.max(0, Math.ceil((countdownEnds - Date.now()) / 1000));

  const details = wireCheckedForm(
    detailsForm,
    { name: 'signup-name', email: 'signup-email' },
    (busy) => ({
      enabled: !busy && secondsLeft() === 0,
      label: sendCodeLabel(texts.account, {
        locked: sentTo !== null,
        sending: busy,
        secondsLeft: secondsLeft(),
      }),
    }),
    async () => (await loadAccountSchemas()).signupInputSchema,
    async (typed, self) => {
      const sending = sentTo ?? typed;
      self.say(null);
      changeEmail.disabled = true;
      const answer = await postPublic('/user/signup', sending);
      changeEmail.disabled = false;
      if (!answer.ok) {
        const accountExists = answer.status === 409;
        const login = element('a', 'visitor-link', texts.account.goToLogin);
        login.href = '/login';
        self.say(
          { severity: 'error', text: serverText(answer, MESSAGES.otpSendFailed) },
          ...(accountExists ? [' ', login] : []),
        );
        return;
      }
      self.say({ severity: 'success', text: answer.message });
      startCountdown(OTP_RESEND_COOLDOWN_MS);
      sentTo = sending;
      lockDetails(true);
      resetCode();
      showPart('code');
      code?.fields.get('otp')?.input.focus();
    },
  );
  const code = wireCheckedForm(
    codeForm,
    { otp: 'signup-otp' },
    idleOrBusy(accountButtons(texts.account).verifyCode),
    async () => (await loadAccountSchemas()).signupCodeFormSchema,
    async ({ otp }, self) => {
      self.say(null);
      const answer = await postPublic('/user/verify-otp', { email: sentTo?.email ?? '', otp });
      const ticket = answer.body.signupTicket;
      const otpField = self.fields.get('otp');
      if (!answer.ok || typeof ticket !== 'string') {
        showOutcome('rejected');
        self.say({ severity: 'error', text: serverText(answer, MESSAGES.otpVerifyFailed) });
        // Back to the code, selected, so it can be typed again at once.
        otpField?.input.focus();
        if (otpField?.input instanceof HTMLInputElement) otpField.input.select();
        return;
      }
      showOutcome('verified');
      self.say({ severity: 'success', text: answer.message });
      signupTicket = ticket;
      if (otpField) setFieldLocked(otpField, codeHint, true);
      showPart('password');
      password?.fields.get('password')?.input.focus();
    },
  );
  const password = wireCheckedForm(
    passwordForm,
    { password: 'signup-password' },
    idleOrBusy(accountButtons(texts.account).setPassword),
    async () => (await loadAccountSchemas()).signupPasswordFormSchema,
    async (values, self) => {
      self.say(null);
      const email = sentTo?.email ?? '';
      const answer = await postPublic('/user/set-password', {
        email,
        password: values.password,
        signupTicket,
      });
      if (answer.ok) {
        window.alert(MESSAGES.registrationComplete);
        self.submit.setAttribute('data-done', '');
        const state: LoginLocationState = { fromSignup: true, email };
        openWithAppState('/login', state);
        return;
      }
      const text = serverText(answer, MESSAGES.setPasswordFailed);
      if (answer.status !== 403) {
        self.say({ severity: 'error', text });
        return;
      }
      // The ticket is too old: the code must be asked for again, with a fresh code field.
      signupTicket = null;
      resetCode();
      showPart('code');
      verificationLost = alertElement({ severity: 'error', text });
      codeForm.before(verificationLost);
      code?.fields.get('otp')?.input.focus();
    },
  );
  if (!details || !code || !password) return;

  // An invitation's link fills the form (the server's page is the same for every link).
  const invited = invitedDetails(location.search);
  for (const [name, value] of Object.entries(invited) as ['name' | 'email', string][]) {
    const parts = details.fields.get(name);
    if (!parts || !value || parts.input.value) continue;
    parts.input.value = value;
    showState(parts, undefined);
  }

  const actions = details.submit.parentElement;
  const emailHint = details.fields.get('email')?.hint ?? null;
  const codeHint = code.fields.get('otp')?.hint ?? null;
  const codeActions = code.submit.parentElement;
  const outcomeIcons = {
    verified: codeForm.querySelector<HTMLElement>('[data-code-outcome="verified"]'),
    rejected: codeForm.querySelector<HTMLElement>('[data-code-outcome="rejected"]'),
  };
  let verificationLost: HTMLElement | null = null;

  function startCountdown(ms: number) {
    countdownEnds = Date.now() + ms;
    window.clearInterval(countdownTimer);
    details?.refreshButton();
    if (ms <= 0) return;
    countdownTimer = window.setInterval(() => {
      details?.refreshButton();
      if (secondsLeft() === 0) window.clearInterval(countdownTimer);
    }, COUNTDOWN_TICK_MS);
  }

  function lockDetails(locked: boolean) {
    details?.fields.forEach((parts, name) =>
      setFieldLocked(parts, name === 'email' ? emailHint : parts.hint, locked),
    );
    setShown(changeEmail as HTMLElement, locked);
    details?.submit.classList.toggle('visitor-outlined-button', locked);
    details?.refreshButton();
  }

  function showOutcome(outcome: 'none' | 'verified' | 'rejected') {
    if (outcomeIcons.verified) outcomeIcons.verified.hidden = outcome !== 'verified';
    if (outcomeIcons.rejected) outcomeIcons.rejected.hidden = outcome !== 'rejected';
  }

  /** The code form as it first appears: empty, no outcome, no message. */
  function resetCode() {
    verificationLost?.remove();
    verificationLost = null;
    showOutcome('none');
    code?.say(null);
    const otpField = code?.fields.get('otp');
    if (otpField) {
      otpField.input.value = '';
      setFieldLocked(otpField, codeHint, false);
    }
    code?.clearErrors();
  }

  /** Shows the steps up to `last` and hides the rest; the details' buttons go once verified. */
  function showPart(last: 'details' | 'code' | 'password') {
    const step = { details: 0, code: 1, password: 2 }[last];
    setShown(codeStep as HTMLElement, step >= 1);
    setShown(passwordStep as HTMLElement, step >= 2);
    if (codeActions) setShown(codeActions, step < 2);
    if (privacyNotice) setShown(privacyNotice, step < 2);
    if (actions) setShown(actions, step < 2);
    showStep(stepper, step);
    if (step < 2) {
      const passwordField = password?.fields.get('password');
      if (passwordField) passwordField.input.value = '';
      password?.say(null);
      password?.clearErrors();
    }
  }

  changeEmail.addEventListener('click', () => {
    sentTo = null;
    signupTicket = null;
    details.say(null);
    // The wait was for the address the code went to.
    startCountdown(0);
    lockDetails(false);
    resetCode();
    showPart('details');
    const email = details.fields.get('email')?.input;
    email?.focus();
    if (email instanceof HTMLInputElement) email.select();
  });
  makeAvailable(changeEmail);

  // The hidden e-mail of the password form lets password managers save the new login.
  passwordForm.addEventListener('focusin', () => {
    const username = passwordForm.querySelector<HTMLInputElement>('input[name="email"]');
    if (username) username.value = sentTo?.email ?? '';
  });
}

const COUNTDOWN_TICK_MS = 250;
