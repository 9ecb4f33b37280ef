import type { Locator, Page } from "@playwright/test";
import { expect } from "./fixtures";

/** The keyboard specs' steps (keyboard.spec.ts, payments-keyboard.spec.ts): Tab to a control with the focus shown at every stop. */

/** Whether the focused element (or the label or sibling that draws its ring) shows an outline or a ring. */
export async function focusShown(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return "nothing is focused";
    // Tailwind's ring is a box-shadow with no offset and no blur; a plain shadow-sm is not a focus indicator.
    const drawn = (e: Element | null) => {
      if (!e) return false;
      const s = getComputedStyle(e);
      return (s.outlineStyle !== "none" && parseFloat(s.outlineWidth) > 0) || /0px 0px 0px [1-9]/.test(s.boxShadow);
    };
    // Visually hidden inputs (radios, switches) draw the ring on their label or the sibling after them.
    if ([el, el.closest("label"), el.nextElementSibling].some(drawn)) return "visible";
    return `no focus indicator on ${el.outerHTML.slice(0, 160)}`;
  });
}

/** Presses `key` until `target` has the focus, checking the focus is visible at every stop. */
export async function pressUntil(page: Page, target: Locator, key = "Tab", max = 250) {
  const stops: string[] = [];
  for (let i = 0; i < max; i++) {
    const focused = await target.evaluate((el) => el === document.activeElement, undefined, { timeout: 5_000 }).catch(() => false);
    if (focused) break;
    await page.keyboard.press(key);
    const shown = await focusShown(page);
    if (shown !== "visible" && shown !== "nothing is focused") stops.push(shown);
    if (i === max - 1) throw new Error(`${key} never reached ${target}`);
  }
  expect(stops, "focus indicator at every stop").toEqual([]);
  await expect(target).toBeFocused();
  expect(await focusShown(page)).toBe("visible");
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
