import { sessionStore } from '../lib/safe-storage';

/**
 * A visitor's language link loads the same page again from the server, in the new language. What
 * they had typed in its forms is carried over that load in this tab's storage, so changing language
 * never costs a half-written message or donation. Passwords are never kept.
 */
const TYPED_KEY = 'typedBeforeLanguageChange';

type TypedField = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

interface TypedPage {
  path: string;
  values: Record<string, string | boolean>;
}

const NOT_KEPT = new Set(['password', 'hidden', 'file', 'submit', 'button', 'reset', 'image']);

/** The fields a visitor types into, each under a key that finds it again on the reloaded page. */
function typedFields(): Array<[string, TypedField]> {
  const fields = document.querySelectorAll<TypedField>('form input, form textarea, form select');
  const keyed: Array<[string, TypedField]> = [];
  for (const field of fields) {
    if (field instanceof HTMLInputElement && NOT_KEPT.has(field.type)) continue;
    if (!(field instanceof HTMLSelectElement) && field.readOnly) continue;
    const form = field.form?.id ?? '';
    const name = field.name || field.id;
    if (!name) continue;
    const value = field instanceof HTMLInputElement ? field.value : '';
    // A radio group shares its name: each choice is a field of its own.
    const key =
      field instanceof HTMLInputElement && field.type === 'radio' ? `${name}=${value}` : name;
    keyed.push([`${form}#${key}`, field]);
  }
  return keyed;
}

const isChoice = (field: TypedField): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

function changedValue(field: TypedField): string | boolean | undefined {
  if (isChoice(field)) return field.checked === field.defaultChecked ? undefined : field.checked;
  if (field instanceof HTMLSelectElement) {
    const chosen = field.selectedOptions[0];
    return chosen && !chosen.defaultSelected ? field.value : undefined;
  }
  return field.value === field.defaultValue ? undefined : field.value;
}

function keepTyped(): void {
  const values: TypedPage['values'] = {};
  for (const [key, field] of typedFields()) {
    const value = changedValue(field);
    if (value !== undefined) values[key] = value;
  }
  if (Object.keys(values).length === 0) return;
  const page: TypedPage = { path: window.location.pathname, values };
  sessionStore.set(TYPED_KEY, JSON.stringify(page));
}

function readTyped(): TypedPage | null {
  const text = sessionStore.get(TYPED_KEY);
  sessionStore.remove(TYPED_KEY);
  try {
    const page = text === null ? null : (JSON.parse(text) as TypedPage);
    return page && page.path === window.location.pathname ? page : null;
  } catch {
    return null;
  }
}

/** Puts back what was typed before the language changed, and keeps it at the next change. */
export function wireTypedAcrossLanguages(): void {
  const typed = readTyped();
  if (typed) {
    for (const [key, field] of typedFields()) {
      const value = typed.values[key];
      if (value === undefined) continue;
      if (isChoice(field)) field.checked = value === true;
      else field.value = String(value);
      field.dispatchEvent(new Event('input', { bubbles: true }));
      field.dispatchEvent(new Event('change', { bubbles: true }));
    }
  }
  document.addEventListener(
    'click',
    (event) => {
      if (event.target instanceof Element && event.target.closest('a[hreflang]')) keepTyped();
    },
    true,
  );
}
