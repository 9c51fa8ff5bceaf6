import { draftText } from '../lib/form-draft';
import { sessionStore } from '../lib/safe-storage';
import { fieldParts } from './form-field';

/**
 * A member's server-painted form (decision record 21, `/register`) is the app's once it has
 * taken the page over; until then the member may already be typing. React keeps the painted
 * fields when it takes the page over, but its form does not know what was typed in them, and the
 * first time it draws a field again it writes its own (empty) value over the typed one. So:
 * - what is typed is kept, as it is typed, in the form's draft (the same storage and format the
 *   app's `useFormDraft` saves to), which the app's form restores as it starts;
 * - a choice ticked (a checkbox, a radio) is handed to React once it has that control, as a
 *   press made then;
 * - meanwhile the fields look as the app draws them (focused, the label raised).
 */
type TypedField = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const RAISED = 'visitor-raised-label';

const isField = (target: EventTarget | null): target is TypedField =>
  target instanceof HTMLInputElement ||
  target instanceof HTMLTextAreaElement ||
  target instanceof HTMLSelectElement;

const isChoice = (field: TypedField): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

/** The props React gave this element, once it has taken it over. */
function reactProps(element: Element): Record<string, unknown> | undefined {
  const key = Object.keys(element).find((name) => name.startsWith('__reactProps'));
  return key ? (element as unknown as Record<string, Record<string, unknown>>)[key] : undefined;
}

/** Whether React has taken this element over. */
export const isReacts = (element: Element) => reactProps(element) !== undefined;

/** Sets `value` at a react-hook-form field name (`teamMembers.0.email`) in `values`. */
function setAt(values: Record<string, unknown>, name: string, value: string): void {
  const parts = name.split('.');
  const last = parts.pop() ?? name;
  let node = values;
  parts.forEach((part, index) => {
    node[part] ??= /^\d+$/.test(parts[index + 1] ?? last) ? [] : {};
    node = node[part] as Record<string, unknown>;
  });
  node[last] = value;
}

/** The form's typed values by their names (its text fields and selects; no password). */
function typedValues(form: HTMLFormElement): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of form.elements) {
    if (!isField(field) || !field.name || isChoice(field) || field.type === 'password') continue;
    setAt(values, field.name, field.value);
  }
  return values;
}

/** Draws a field of a form as the app does (focused, its label raised when focused or filled). */
function redraw(field: TypedField): void {
  if (field instanceof HTMLSelectElement || !field.form || !field.id) return;
  const parts = fieldParts(field.form, field.id);
  if (!parts) return;
  const focused = document.activeElement === field;
  for (const part of [parts.label, parts.inputRoot]) part?.classList.toggle('Mui-focused', focused);
  const raised = focused || field.value !== '';
  parts.control.classList.toggle(RAISED, raised);
  parts.label?.setAttribute('data-shrink', String(raised));
}

export interface TypedBeforeApp {
  /**
   * Once the app has the page: hands each choice made before then to React as soon as React has
   * that control (`hydrated`), and tells the focused field it is focused (the app draws it so).
   */
  handOver(hydrated: (control: HTMLElement) => Promise<void>): Promise<void>;
}

/**
 * Keeps what the member types into `root`'s forms before the app has them in the draft stored
 * under `draftKey` (see the top of this file).
 */
export function keepTypedBeforeApp(root: HTMLElement, draftKey: string): TypedBeforeApp {
  const choices = new Map<HTMLInputElement, boolean>();
  const onEvent = (event: Event) => {
    const field = event.target;
    if (!isField(field) || !field.form || isReacts(field)) return;
    redraw(field);
    if (event.type === 'focusin' || event.type === 'focusout') return;
    if (!isChoice(field)) {
      sessionStore.set(draftKey, draftText(typedValues(field.form)));
      return;
    }
    // A radio chosen unchooses the others of its group.
    if (field.type === 'radio') {
      for (const other of choices.keys()) if (other.name === field.name) choices.delete(other);
    }
    choices.set(field, field.checked);
  };
  const names = ['focusin', 'focusout', 'input', 'change'] as const;
  names.forEach((name) => root.addEventListener(name, onEvent));

  return {
    async handOver(hydrated) {
      names.forEach((name) => root.removeEventListener(name, onEvent));
      root.querySelectorAll(`.${RAISED}`).forEach((control) => control.classList.remove(RAISED));
      const active = document.activeElement;
      const focused = isField(active) && root.contains(active) ? active : null;
      await Promise.all([...choices.keys(), ...(focused ? [focused] : [])].map(hydrated));
      for (const [choice, checked] of choices) {
        if (!choice.isConnected || reactProps(choice)?.checked === checked) continue;
        // React notes a control's state when it takes it over and reports a change against that
        // note only: the note is set back, and the press made again.
        choice.checked = !checked;
        choice.click();
      }
      focused?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    },
  };
}

/** Whether this event is the member starting to fill a form in `root` (a field or a control of it). */
export const entersForm = (root: HTMLElement, event: Event): boolean =>
  event.target instanceof Element &&
  event.target.closest('form') !== null &&
  root.contains(event.target);
