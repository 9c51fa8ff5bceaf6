/**
 * A member's server-painted form (decision record 21, `/register`) is the app's once it has
 * taken the page over; until then the member may already be typing. The fields look as the app
 * draws them meanwhile (focused, the label raised), and what was typed is handed to React once it
 * has the page, as if typed then, so the form's state holds it (React keeps the typed text in the
 * field when it takes an input over, but its form would not know it).
 */
type TypedField = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const FIELDS = 'input, textarea, select';
const RAISED = 'visitor-raised-label';

const isField = (target: EventTarget | null): target is TypedField =>
  target instanceof HTMLInputElement ||
  target instanceof HTMLTextAreaElement ||
  target instanceof HTMLSelectElement;

/** Until `stop`, a field of a form in `root` is drawn focused and filled as the app draws it. */
export function drawFieldsUntilApp(root: HTMLElement): () => void {
  const redraw = (event: Event) => {
    const field = event.target;
    if (!isField(field) || field instanceof HTMLSelectElement || !field.form) return;
    const control = field.closest('.MuiFormControl-root');
    if (!control) return;
    const label = control.querySelector('label');
    const focused = document.activeElement === field;
    for (const part of [label, field.closest('.MuiInputBase-root')]) {
      part?.classList.toggle('Mui-focused', focused);
    }
    const raised = focused || field.value !== '';
    control.classList.toggle(RAISED, raised);
    label?.setAttribute('data-shrink', String(raised));
  };
  const names = ['focusin', 'focusout', 'input'] as const;
  names.forEach((name) => root.addEventListener(name, redraw));
  return () => {
    names.forEach((name) => root.removeEventListener(name, redraw));
    root.querySelectorAll(`.${RAISED}`).forEach((control) => control.classList.remove(RAISED));
  };
}

/** A field the member changed before the app had it: its value differs from the page's. */
function changedBeforeApp(field: TypedField): boolean {
  if (field instanceof HTMLSelectElement) {
    return [...field.options].some((option) => option.selected !== option.defaultSelected);
  }
  if (field.type === 'checkbox' || field.type === 'radio') {
    return (field as HTMLInputElement).checked !== (field as HTMLInputElement).defaultChecked;
  }
  return field.value !== field.defaultValue;
}

const nativeValueSetter = (field: HTMLInputElement | HTMLTextAreaElement) =>
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set;

/**
 * Hands each field changed before the app took the page over to React as a change made now.
 * React notes a field's value when it takes it over and reports a change only against that
 * note: the note is set to the page's value (through React's own setter on the field), the
 * typed value put back past it, and the event React listens for sent.
 */
function replayChange(field: TypedField): void {
  if (field instanceof HTMLSelectElement) {
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    if (field.type === 'radio' && !field.checked) return;
    const checked = field.checked;
    field.checked = !checked;
    field.click();
    return;
  }
  const typed = field.value;
  field.value = field.defaultValue;
  nativeValueSetter(field)?.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Once the app has the page: every field of `root`'s forms changed before then is handed to
 * React as soon as React has taken that field over (`hydrated`), and the field with the focus is
 * told so (the app draws it focused).
 */
export async function replayTypedBeforeApp(
  root: HTMLElement,
  hydrated: (field: HTMLElement) => Promise<void>,
): Promise<void> {
  const changed = [...root.querySelectorAll<TypedField>(FIELDS)].filter(
    (field) => field.form !== null && changedBeforeApp(field),
  );
  const active = document.activeElement;
  const focused = isField(active) && root.contains(active) ? active : null;
  await Promise.all([...changed, ...(focused ? [focused] : [])].map(hydrated));
  changed.forEach(replayChange);
  focused?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
}

/** Whether this event is the member starting to fill a form in `root`. */
export const entersForm = (root: HTMLElement, event: Event): boolean =>
  isField(event.target) && event.target.form !== null && root.contains(event.target);
