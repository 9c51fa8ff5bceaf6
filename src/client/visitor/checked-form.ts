import { documentLanguage } from '../lib/language-choice';
import type { PublicAnswer } from './api';
import {
  fieldParts,
  firstErrors,
  setButtonEnabled,
  showFormMessage,
  showState,
  wireRevealButtons,
  type FieldParts,
  type MessageSeverity,
} from './form-field';

/** A schema as the forms use it: zod's `safeParse`, loaded when first needed. */
export interface FormSchema<V> {
  safeParse(values: unknown):
    | { success: true; data: V }
    | {
        success: false;
        error: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> };
      };
}

/**
 * A form's refusals in the page's language: the schemas say them in English; in Hindi or Marathi
 * their translations (and the code that finds them) are fetched when a form first refuses.
 */
async function inPageLanguage<F extends string>(
  errors: Partial<Record<F, string>>,
): Promise<Partial<Record<F, string>>> {
  const language = documentLanguage();
  if (language === 'en') return errors;
  const { translatedFieldMessage } = await import('../lib/field-errors');
  const entries = await Promise.all(
    Object.entries<string | undefined>(errors).map(async ([field, message]) => [
      field,
      message && (await translatedFieldMessage(message, language)),
    ]),
  );
  return Object.fromEntries(entries) as Partial<Record<F, string>>;
}

/** The message of a failed call: the server's own, or the fallback when it could not be reached. */
export const serverText = (answer: PublicAnswer, fallback: string) =>
  answer.status === 0 ? fallback : answer.message;

/** What a form's send button says and whether it can be pressed, while sending or not. */
export type SubmitButtonState = (busy: boolean) => { enabled: boolean; label: string };

/** The usual send button: its idle label, and the busy one (off) while the call is under way. */
export const idleOrBusy =
  (labels: { idle: string; busy: string }): SubmitButtonState =>
  (busy) => ({ enabled: !busy, label: busy ? labels.busy : labels.idle });

export interface CheckedForm<F extends string> {
  form: HTMLFormElement;
  fields: Map<F, FieldParts>;
  submit: HTMLButtonElement;
  /** The field values as typed. */
  values(): Record<F, string>;
  /** Shows the form's answer below its fields (null: none). */
  say(
    message: { severity: MessageSeverity; text: string } | null,
    ...more: Array<Node | string>
  ): void;
  setBusy(busy: boolean): void;
  /** Shows the send button again as `SubmitButtonState` has it now (a countdown's tick, say). */
  refreshButton(): void;
  /** Shows an error on one field and moves the focus there. */
  refuse(field: F, message: string): void;
  /** Forgets the errors shown and that the form was sent (checked again only when sent). */
  clearErrors(): void;
}

/**
 * A server-rendered form of the app (an MUI form bound to react-hook-form) worked as the app
 * works it: checked with the same zod schema when sent, and as it is corrected after that; the
 * first wrong field focused; the button showing it is busy while the call is under way. `send`
 * gets the checked values. Used by the account pages, the sign-up and the donation form.
 * Answers undefined when the page lacks a part.
 */
export function wireCheckedForm<F extends string, V>(
  form: HTMLFormElement,
  inputIds: Record<F, string>,
  buttonState: SubmitButtonState,
  loadSchema: () => Promise<FormSchema<V>>,
  send: (values: V, form: CheckedForm<F>) => Promise<void>,
): CheckedForm<F> | undefined {
  const names = Object.keys(inputIds) as F[];
  const fields = new Map<F, FieldParts>();
  for (const name of names) {
    const parts = fieldParts(form, inputIds[name]);
    if (parts) fields.set(name, parts);
  }
  const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  // The form's answer goes below its fields: after the form's child that holds them.
  let fieldsBlock: Element | null = fields.values().next().value?.control ?? null;
  while (fieldsBlock && fieldsBlock.parentElement !== form) fieldsBlock = fieldsBlock.parentElement;
  if (fields.size !== names.length || !submit || !fieldsBlock) return undefined;
  const grid = fieldsBlock;

  let errors: Partial<Record<F, string>> = {};
  let checkedOnce = false;
  let sending = false;
  const render = () => fields.forEach((parts, name) => showState(parts, errors[name]));
  const values = () =>
    Object.fromEntries(names.map((name) => [name, fields.get(name)?.input.value ?? ''])) as Record<
      F,
      string
    >;
  const check = async () => {
    const result = (await loadSchema()).safeParse(values());
    errors = result.success ? {} : await inPageLanguage(firstErrors<F>(result.error.issues));
    render();
    return result;
  };
  const showButton = (busy: boolean) => {
    const { enabled, label } = buttonState(busy);
    setButtonEnabled(submit, enabled, label);
  };

  const wired: CheckedForm<F> = {
    form,
    fields,
    submit,
    values,
    say: (message, ...more) => showFormMessage(form, grid, message, ...more),
    setBusy: showButton,
    refreshButton: () => showButton(sending),
    refuse(field, message) {
      errors = { ...errors, [field]: message };
      fields.get(field)?.input.focus();
      render();
    },
    clearErrors() {
      errors = {};
      checkedOnce = false;
      render();
    },
  };

  form.addEventListener('focusin', () => {
    void loadSchema();
    render();
  });
  form.addEventListener('focusout', () => queueMicrotask(render));
  form.addEventListener('input', () => {
    if (checkedOnce) void check();
    else render();
  });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (sending) return;
    checkedOnce = true;
    void (async () => {
      const result = await check();
      if (!result.success) {
        const first = names.find((name) => errors[name] !== undefined);
        if (first) fields.get(first)?.input.focus();
        return;
      }
      sending = true;
      showButton(true);
      try {
        await send(result.data, wired);
      } finally {
        sending = false;
        if (!submit.hasAttribute('data-done')) showButton(false);
      }
    })();
  });

  wireRevealButtons(form, 'reveal-password');
  render();
  // Sending is checked now: the button, which the server's page has off, goes on.
  showButton(false);
  return wired;
}
