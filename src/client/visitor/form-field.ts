import { element, icon } from './dom';

/** A field of a server-rendered MUI form: its input and the parts that show its state. */
export interface FieldParts {
  input: HTMLInputElement | HTMLTextAreaElement;
  control: HTMLElement;
  label: HTMLElement | null;
  inputRoot: HTMLElement | null;
  /** The hint under the field in the server's page, shown again once an error is put right. */
  hint: string | null;
}

/** The field whose input has this id, or null when the page has none. */
export function fieldParts(form: HTMLFormElement, inputId: string): FieldParts | null {
  const input = form.querySelector<HTMLInputElement | HTMLTextAreaElement>(`#${inputId}`);
  const control = input?.closest<HTMLElement>('.MuiFormControl-root');
  if (!input || !control) return null;
  return {
    input,
    control,
    label: control.querySelector('label'),
    inputRoot: input.closest('.MuiInputBase-root'),
    hint: control.querySelector(`#${inputId}-helper-text`)?.textContent ?? null,
  };
}

/**
 * The field's looks as MUI gives them in the app: focused (its border and label in the primary
 * colour), its label moved up onto the border while it is focused or filled, and in error (red,
 * with the message below in place of the hint, read with the field).
 */
export function showState(parts: FieldParts, error: string | undefined): void {
  const { input, control, label, inputRoot, hint } = parts;
  const focused = document.activeElement === input;
  for (const part of [label, inputRoot]) {
    part?.classList.toggle('Mui-focused', focused);
    part?.classList.toggle('Mui-error', error !== undefined);
  }
  const raised = focused || input.value !== '';
  control.classList.toggle('visitor-raised-label', raised);
  label?.setAttribute('data-shrink', String(raised));

  const messageId = `${input.id}-helper-text`;
  let message = control.querySelector<HTMLElement>(`#${messageId}`);
  input.setAttribute('aria-invalid', String(error !== undefined));
  const text = error ?? hint;
  if (text === null) {
    message?.remove();
    input.removeAttribute('aria-describedby');
    return;
  }
  if (!message) {
    message = element('p', 'MuiFormHelperText-root visitor-field-message');
    message.id = messageId;
    control.append(message);
  }
  message.classList.toggle('Mui-error', error !== undefined);
  message.classList.toggle('visitor-field-message', error !== undefined);
  message.textContent = text;
  input.setAttribute('aria-describedby', messageId);
}

/** The first message per field of a failed zod check (issues name their field first). */
export function firstErrors<F extends string>(
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>,
): Partial<Record<F, string>> {
  const errors: Partial<Record<F, string>> = {};
  for (const issue of issues) {
    const field = issue.path[0] as F;
    errors[field] ??= issue.message;
  }
  return errors;
}

/** A button the server's page has off until script can act on it, on or off, with its label. */
export function setButtonEnabled(button: HTMLButtonElement, enabled: boolean, label?: string) {
  // At once, without MUI's fade of the colours: read mid-fade (by a checker, or a person), the
  // button is grey text on a grey that is turning blue.
  button.style.transition = 'none';
  button.disabled = !enabled;
  button.classList.toggle('Mui-disabled', !enabled);
  button.tabIndex = enabled ? 0 : -1;
  if (label !== undefined) button.textContent = label;
}

/** A control the server's page marks unavailable until script can act on it, made available. */
export function makeAvailable(control: HTMLElement): void {
  control.removeAttribute('aria-disabled');
  control.classList.remove('Mui-disabled');
}

/** The paths of the show and hide icons of a password field (@mui/icons-material). */
const REVEAL_ICONS = {
  show: 'M12 4.5C7 4.5 2.73 7.61 1 12c1.73 4.39 6 7.5 11 7.5s9.27-3.11 11-7.5c-1.73-4.39-6-7.5-11-7.5M12 17c-2.76 0-5-2.24-5-5s2.24-5 5-5 5 2.24 5 5-2.24 5-5 5m0-8c-1.66 0-3 1.34-3 3s1.34 3 3 3 3-1.34 3-3-1.34-3-3-3',
  hide: 'M12 7c2.76 0 5 2.24 5 5 0 .65-.13 1.26-.36 1.83l2.92 2.92c1.51-1.26 2.7-2.89 3.43-4.75-1.73-4.39-6-7.5-11-7.5-1.4 0-2.74.25-3.98.7l2.16 2.16C10.74 7.13 11.35 7 12 7M2 4.27l2.28 2.28.46.46C3.08 8.3 1.78 10.02 1 12c1.73 4.39 6 7.5 11 7.5 1.55 0 3.03-.3 4.38-.84l.42.42L19.73 22 21 20.73 3.27 3zM7.53 9.8l1.55 1.55c-.05.21-.08.43-.08.65 0 1.66 1.34 3 3 3 .22 0 .44-.03.65-.08l1.55 1.55c-.67.33-1.41.53-2.2.53-2.76 0-5-2.24-5-5 0-.79.2-1.53.53-2.2m4.31-.78 3.15 3.15.02-.16c0-1.66-1.34-3-3-3z',
} as const;

/** The show/hide button of each password field in the form, as FormTextField's works. */
export function wireRevealButtons(form: HTMLFormElement, control: string): void {
  for (const button of form.querySelectorAll<HTMLButtonElement>(`[data-control="${control}"]`)) {
    const input = button.closest('.MuiFormControl-root')?.querySelector('input');
    if (!input) continue;
    // The words in the page's language, which the server's page carries (FormTextField).
    const [show = '', hide = show] = (button.dataset.labels ?? '').split('|');
    button.addEventListener('click', () => {
      const revealed = input.type === 'password';
      input.type = revealed ? 'text' : 'password';
      button.setAttribute('aria-label', revealed ? hide : show);
      const svg = icon(revealed ? REVEAL_ICONS.hide : REVEAL_ICONS.show);
      const old = button.querySelector('svg');
      svg.setAttribute('class', old?.getAttribute('class') ?? '');
      if (old) old.replaceWith(svg);
      else button.prepend(svg);
    });
    makeAvailable(button);
  }
}

export type MessageSeverity = 'success' | 'error' | 'info';

/** A message as MUI's standard Alert shows it: errors announced at once, others politely. */
export function alertElement(
  message: { severity: MessageSeverity; text: string },
  ...more: Array<Node | string>
): HTMLElement {
  const alert = element(
    'div',
    `visitor-alert visitor-alert-${message.severity}`,
    element('p', 'visitor-text', message.text, ...more),
  );
  alert.setAttribute('role', message.severity === 'error' ? 'alert' : 'status');
  return alert;
}

/**
 * The answer to a form below its fields, as FormMessage shows it. Replaces the form's earlier
 * answer; null clears.
 */
export function showFormMessage(
  form: HTMLFormElement,
  after: Element,
  message: { severity: MessageSeverity; text: string } | null,
  ...more: Array<Node | string>
): void {
  form.querySelector('.visitor-form-message')?.remove();
  if (!message) return;
  const alert = alertElement(message, ...more);
  alert.classList.add('visitor-form-message');
  after.after(alert);
}

/**
 * Shows or hides a part of the server's page: by the `hidden` attribute, and its display for a
 * part whose own styles would show it anyway (a flex row of buttons, MUI's button).
 */
export function setShown(part: HTMLElement, shown: boolean): void {
  part.hidden = !shown;
  part.style.display = shown ? '' : 'none';
}
