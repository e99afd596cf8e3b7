import { expect, type Page } from "@playwright/test";
import { TOOLTIP_OPEN_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from "../../domain/constants";

// The tooltip's timers run on animation frames: a delay ends on the first frame after it.
const A_FEW_FRAMES_MS = 50;

/**
 * Every visible control on the page whose own text has no letter or digit (an icon, "×") must name itself in a
 * tooltip when hovered (spec §9). Returns how many such controls there were. On a page whose clock the test has
 * stopped, `advanceClock` moves it past the tooltip's open and close delays.
 */
export async function expectIconOnlyControlsHaveTooltips(
  page: Page,
  advanceClock?: (ms: number) => Promise<void>,
): Promise<number> {
  // On a stopped clock a toast stays until the test moves it: its Close button is swept like any other.
  const sweepToasts = advanceClock !== undefined;
  const count = await page.evaluate((sweepToasts) => {
    const controls = [...document.querySelectorAll<HTMLElement>('button, a[href], [role="button"]')].filter(
      (element) =>
        element.checkVisibility({ visibilityProperty: true, opacityProperty: true }) &&
        !/[\p{L}\p{N}]/u.test(element.innerText) &&
        // On a running clock a toast closes itself after 5 s (spec §9), its Close button with it, at any moment of a
        // long sweep (it was seen leaving between the check below and the hover); toasts-tooltips.spec.ts sweeps
        // a toast on a stopped clock.
        (sweepToasts || !element.closest('[data-scope="toast"][data-part="root"]')),
    );
    // A sweep of an earlier section of the same page left its marks: clear them, or two controls share an index.
    document
      .querySelectorAll("[data-e2e-icon-only]")
      .forEach((element) => element.removeAttribute("data-e2e-icon-only"));
    controls.forEach((element, index) => element.setAttribute("data-e2e-icon-only", String(index)));
    return controls.length;
  }, sweepToasts);
  for (let index = 0; index < count; index += 1) {
    const control = page.locator(`[data-e2e-icon-only="${index}"]`);
    // Every control still on the page is checked (a section's own controls may close with it).
    if (!(await control.isVisible())) continue;
    const name = (await control.getAttribute("aria-label")) ?? "";
    expect(name, "an icon-only control needs an accessible name").not.toBe("");
    await control.hover();
    await advanceClock?.(TOOLTIP_OPEN_DELAY_MS + A_FEW_FRAMES_MS);
    await expect(page.getByRole("tooltip", { name })).toBeVisible();
    await page.mouse.move(0, 0);
    await advanceClock?.(TOOLTIP_SKIP_DELAY_MS + A_FEW_FRAMES_MS);
    await expect(page.getByRole("tooltip")).toHaveCount(0);
  }
  return count;
}
