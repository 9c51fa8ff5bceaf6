import {
  EMPTY_QUERY,
  QUERY_DRAFT_KEY,
  queryFieldId,
  queryNotSent,
  querySent,
  type QueryField,
  type QueryOutcome,
} from '../features/contact/query-form-shared';
import { API_BASE } from '../lib/api-base';
import type { PageTexts } from '../lib/page-texts/en';
import { draftStorageKey, draftText, readDraft, withDraft } from '../lib/form-draft';
import { sessionStore } from '../lib/safe-storage';
import { element } from './dom';
import {
  fieldParts,
  firstErrors,
  setButtonEnabled,
  showState,
  type FieldParts,
} from './form-field';

type QueryValues = Record<QueryField, string>;
type FieldErrors = Partial<Record<QueryField, string>>;

const FIELDS = Object.keys(EMPTY_QUERY) as QueryField[];
const DRAFT = draftStorageKey(QUERY_DRAFT_KEY);
const EMPTY_TEXT = draftText(EMPTY_QUERY);

/** The form's own schema (with zod), fetched when the visitor first focuses the form or sends it. */
const loadSchema = () => import('@/domain/query-schemas').then((module) => module.queryInputSchema);

/** Checks the values with the form's schema: the values to send, or the first message per field. */
export async function checkQuery(
  values: QueryValues,
): Promise<{ values: QueryValues } | { errors: FieldErrors }> {
  const result = (await loadSchema()).safeParse(values);
  if (result.success) return { values: result.data };
  return { errors: firstErrors<QueryField>(result.error.issues) };
}

/**
 * The contact form of the server-rendered /contact for a visitor, as the app's form
 * (features/contact/query-form.tsx) works it: checked with the same schema when sent (and as it is
 * corrected after that), the first wrong field focused, sent to `POST /api/queries`, with the same
 * alert and messages after; a draft kept in this tab as it is typed, Cancel to empty it.
 */
export function wireQueryForm(form: HTMLFormElement, texts: PageTexts): void {
  const words = texts.contact;
  const fields = new Map<QueryField, FieldParts>();
  for (const field of FIELDS) {
    const parts = fieldParts(form, queryFieldId(field));
    if (parts) fields.set(field, parts);
  }
  const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const cancel = form.querySelector<HTMLButtonElement>('button[type="button"]');
  const grid = fields.get('name')?.control.parentElement;
  if (fields.size !== FIELDS.length || !submit || !cancel || !grid) return;

  let errors: FieldErrors = {};
  let checkedOnce = false;
  let outcome: HTMLElement | null = null;

  const values = (): QueryValues =>
    Object.fromEntries(
      FIELDS.map((field) => [field, fields.get(field)?.input.value ?? '']),
    ) as QueryValues;
  const render = () => fields.forEach((parts, field) => showState(parts, errors[field]));
  const saveDraft = () => {
    const text = draftText(values());
    if (text === EMPTY_TEXT) sessionStore.remove(DRAFT);
    else sessionStore.set(DRAFT, text);
  };
  const fill = (next: QueryValues) =>
    fields.forEach((parts, field) => (parts.input.value = next[field]));
  const showOutcome = (next: QueryOutcome | null) => {
    outcome?.remove();
    outcome = null;
    if (!next) return;
    outcome = element(
      'div',
      `visitor-alert visitor-alert-${next.severity}`,
      element('p', 'visitor-text visitor-strong', next.message),
      element('p', 'visitor-text visitor-small', next.detail),
    );
    outcome.setAttribute('role', next.severity === 'error' ? 'alert' : 'status');
    grid.after(outcome);
  };
  const setSending = (sending: boolean) => {
    setButtonEnabled(cancel, !sending);
    setButtonEnabled(submit, !sending, sending ? words.submitting : words.submit);
  };
  const check = async () => {
    const checked = await checkQuery(values());
    errors = 'errors' in checked ? checked.errors : {};
    render();
    return checked;
  };

  // The draft of an earlier visit fills the fields still empty: what was typed before this
  // script ran stays.
  const draft = withDraft({ ...EMPTY_QUERY }, readDraft(DRAFT));
  fields.forEach((parts, field) => {
    if (parts.input.value === '') parts.input.value = draft[field];
  });
  saveDraft();
  render();

  form.addEventListener('focusin', () => {
    void loadSchema();
    render();
  });
  form.addEventListener('focusout', () => queueMicrotask(render));
  form.addEventListener('input', () => {
    saveDraft();
    if (checkedOnce) void check();
    else render();
  });
  cancel.addEventListener('click', () => {
    fill({ ...EMPTY_QUERY });
    sessionStore.remove(DRAFT);
    errors = {};
    checkedOnce = false;
    showOutcome(null);
    render();
  });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    checkedOnce = true;
    void (async () => {
      const checked = await check();
      if (!('values' in checked)) {
        showOutcome(null);
        const first = FIELDS.find((field) => errors[field] !== undefined);
        if (first) fields.get(first)?.input.focus();
        return;
      }
      showOutcome(null);
      setSending(true);
      let sent: QueryOutcome;
      try {
        const answer = await fetch(`${API_BASE}/queries`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify(checked.values),
        });
        sent = answer.ok ? querySent(words) : queryNotSent(words, false);
      } catch {
        sent = queryNotSent(words, true);
      }
      setSending(false);
      if (sent.severity === 'success') {
        window.alert(words.sent);
        fill({ ...EMPTY_QUERY });
        sessionStore.remove(DRAFT);
        errors = {};
        checkedOnce = false;
        render();
      }
      showOutcome(sent);
    })();
  });

  // Sending is checked now: Submit, which the server's page has off, goes on.
  setSending(false);
}
