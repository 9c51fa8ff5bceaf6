import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Keyboard-only driving: reach elements with Tab and Shift+Tab, and check that the focused one
 * is the one expected and that a sighted person can see it.
 */

/**
 * The element has the focus and shows it: an outline of 2 px or more (the theme's focus ring),
 * or, for a text field or select, the focused border of its MUI field. Containers that take the
 * focus from a script (a dialog, the main landmark, a heading) need only have it.
 */
export async function expectFocused(target: Locator) {
  await expect(target).toBeFocused();
  const visible = await target.evaluate((element) => {
    if (element.matches('[role="dialog"], main, h1, h2, h3, h4, h5, h6')) return true;
    if (element.matches('input, textarea, select, [role="combobox"]')) {
      return element.closest('.MuiInputBase-root')?.classList.contains('Mui-focused') ?? false;
    }
    const style = getComputedStyle(element);
    return (
      element.matches(':focus-visible') &&
      style.outlineStyle !== 'none' &&
      Number.parseFloat(style.outlineWidth) >= 2
    );
  });
  expect(visible, 'a visible focus indicator').toBe(true);
}

/**
 * Presses `key` until the target has the focus, at most `max` times. The element is found once:
 * finding it by role and name after every key press is slow on a large page.
 */
async function pressUntilFocused(page: Page, target: Locator, key: string, max: number) {
  const element = await target.elementHandle();
  try {
    for (let presses = 0; presses < max; presses += 1) {
      if (await element?.evaluate((node) => node === document.activeElement)) return;
      await page.keyboard.press(key);
    }
  } finally {
    await element?.dispose();
  }
}

/**
 * Presses Tab (or Shift+Tab) until the target has the focus, at most `max` times; fails when
 * it never does (not reachable by keyboard, or behind a focus trap).
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { backwards = false, max = 40 }: { backwards?: boolean; max?: number } = {},
) {
  await expect(target).toBeVisible();
  await pressUntilFocused(page, target, backwards ? 'Shift+Tab' : 'Tab', max);
  await expectFocused(target);
}

/** Presses Tab once and expects the focus on the target. */
export async function tab(page: Page, target: Locator) {
  await page.keyboard.press('Tab');
  await expectFocused(target);
}

/** Presses Shift+Tab once and expects the focus on the target. */
export async function shiftTab(page: Page, target: Locator) {
  await page.keyboard.press('Shift+Tab');
  await expectFocused(target);
}

/** Types into the focused field, which must be the target. */
export async function typeInto(page: Page, target: Locator, text: string) {
  await expectFocused(target);
  await page.keyboard.type(text);
  await expect(target).toHaveValue(text);
}

/**
 * Tabs through the open dialog from its first to its last control and once more: the focus
 * wraps to the first control instead of leaving the dialog; Shift+Tab wraps back.
 */
export async function expectFocusTrapped(page: Page, first: Locator, last: Locator) {
  await tabTo(page, last, { max: 80 });
  await tab(page, first);
  await shiftTab(page, last);
}

/** A field is marked invalid and its message is tied to it (read with the field). */
export async function expectFieldError(field: Locator, message: string | RegExp) {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(message);
}

/**
 * Chooses an option of the focused MUI select: ArrowDown opens its list, ArrowDown moves to the
 * option, Enter picks it; the focus comes back to the select.
 */
export async function chooseOption(page: Page, select: Locator, option: string) {
  await expectFocused(select);
  await page.keyboard.press('ArrowDown');
  const listbox = page.getByRole('listbox');
  await expect(listbox).toBeVisible();
  const wanted = listbox.getByRole('option', { name: option, exact: true });
  await pressUntilFocused(page, wanted, 'ArrowDown', 30);
  await expect(wanted).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(listbox).toBeHidden();
  await expectFocused(select);
  await expect(select).toHaveText(option);
}

/** Picks an option of the focused native select with the arrow keys. */
export async function chooseNativeOption(page: Page, select: Locator, value: string) {
  await expectFocused(select);
  for (let presses = 0; presses < 10 && (await select.inputValue()) !== value; presses += 1) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(select).toHaveValue(value);
}
