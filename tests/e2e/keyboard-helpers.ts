import type { Locator, Page } from "@playwright/test";
import { expect } from "./fixtures";

/** The keyboard specs' steps (keyboard.spec.ts, payments-keyboard.spec.ts): Tab to a control with the focus shown at every stop. */

/**
 * Runs in the page: whether `target` (if given) has the focus, whether it is still in the document, and whether the
 * focused element (or the label or sibling that draws its ring) shows an outline or a ring. One round trip per stop.
 */
function focusState(target: Element | null) {
  const el = document.activeElement as HTMLElement | null;
  const on = target !== null && el === target;
  const connected = target === null || target.isConnected;
  if (!el || el === document.body) return { on, connected, shown: "nothing is focused" };
  // Tailwind's ring is a box-shadow with no offset and no blur; a plain shadow-sm is not a focus indicator.
  const drawn = (e: Element | null) => {
    if (!e) return false;
    const s = getComputedStyle(e);
    return (s.outlineStyle !== "none" && parseFloat(s.outlineWidth) > 0) || /0px 0px 0px [1-9]/.test(s.boxShadow);
  };
  // Visually hidden inputs (radios, switches) draw the ring on their label or the sibling after them.
  if ([el, el.closest("label"), el.nextElementSibling].some(drawn)) return { on, connected, shown: "visible" };
  return { on, connected, shown: `no focus indicator on ${el.outerHTML.slice(0, 160)}` };
}

/** Whether the focused element shows a focus indicator ("visible"), or what lacks one. */
export async function focusShown(page: Page): Promise<string> {
  return (await page.evaluate(focusState, null)).shown;
}

/** Presses `key` until `target` has the focus, checking the focus is visible at every stop. */
export async function pressUntil(page: Page, target: Locator, key = "Tab", max = 250) {
  const stops: string[] = [];
  let handle = await target.elementHandle({ timeout: 15_000 });
  let state = await page.evaluate(focusState, handle);
  for (let i = 0; !state.on; i++) {
    if (i === max) throw new Error(`${key} never reached ${target}`);
    await page.keyboard.press(key);
    state = await page.evaluate(focusState, handle);
    if (state.shown !== "visible" && state.shown !== "nothing is focused") stops.push(state.shown);
    // A re-render may replace the element: look it up again (the focus check compares elements).
    if (!state.connected) {
      handle = await target.elementHandle({ timeout: 15_000 });
      state = await page.evaluate(focusState, handle);
    }
  }
  expect(stops, "focus indicator at every stop").toEqual([]);
  await expect(target).toBeFocused();
  expect(state.shown).toBe("visible");
}

/** The skip link is the first Tab stop; Enter on it moves the focus to the page's content. */
export async function skipToContent(page: Page) {
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  expect(await focusShown(page)).toBe("visible");
  await page.keyboard.press("Enter");
  await expect(page.locator("#main")).toBeFocused();
}
