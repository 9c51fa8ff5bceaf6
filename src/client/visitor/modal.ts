/**
 * A modal `<dialog>` as the app's MUI dialogs behave: it takes the focus itself when it opens,
 * keeps Tab and Shift+Tab inside, closes on Escape or a click outside it, and gives the focus
 * back to the control that opened it, whose `aria-expanded` (when it has one) it keeps up to date.
 */
export interface Modal {
  dialog: HTMLDialogElement;
  open(opener: HTMLElement): void;
  close(): void;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input, select, textarea, [tabindex="0"]';

function keepTabInside(dialog: HTMLDialogElement, event: KeyboardEvent): void {
  if (event.key !== 'Tab') return;
  const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === dialog)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

/** A closed modal dialog at the end of the body, named by the element `labelledBy` names. */
export function createModal(className: string, labelledBy: string): Modal {
  const dialog = document.createElement('dialog');
  dialog.className = className;
  // The role is the element's own; written out, as the app's dialogs have it.
  dialog.setAttribute('role', 'dialog');
  dialog.setAttribute('aria-labelledby', labelledBy);
  dialog.tabIndex = -1;
  document.body.append(dialog);
  let opener: HTMLElement | null = null;

  dialog.addEventListener('keydown', (event) => keepTabInside(dialog, event));
  dialog.addEventListener('click', (event) => {
    // A click on the backdrop lands on the dialog itself, outside its box.
    if (event.target !== dialog) return;
    const box = dialog.getBoundingClientRect();
    const inside =
      event.clientX >= box.left &&
      event.clientX <= box.right &&
      event.clientY >= box.top &&
      event.clientY <= box.bottom;
    if (!inside) dialog.close();
  });
  const expanded = (control: HTMLElement | null, value: boolean) => {
    if (control?.hasAttribute('aria-expanded'))
      control.setAttribute('aria-expanded', String(value));
  };
  dialog.addEventListener('close', () => {
    expanded(opener, false);
    opener?.focus();
    opener = null;
  });

  return {
    dialog,
    open(from) {
      opener = from;
      expanded(from, true);
      dialog.showModal();
      dialog.focus();
    },
    close: () => dialog.close(),
  };
}

/** The control opens the modal `build` makes, built when it is first pressed. */
export function opensModal(control: HTMLElement | null, build: () => Modal): void {
  if (!control) return;
  let modal: Modal | null = null;
  control.removeAttribute('aria-disabled');
  control.addEventListener('click', () => {
    modal ??= build();
    modal.open(control);
  });
}
