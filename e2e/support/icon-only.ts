import { expect, type Page } from "@playwright/test";

/**
 * Every visible control on the page whose own text has no letter or digit (an icon, "×") must name itself in a
 * tooltip when hovered (spec §9). Returns how many such controls there were.
 */
export async function expectIconOnlyControlsHaveTooltips(page: Page): Promise<number> {
  const count = await page.evaluate(() => {
    const controls = [...document.querySelectorAll<HTMLElement>('button, a[href], [role="button"]')].filter(
      (element) =>
        element.checkVisibility({ visibilityProperty: true, opacityProperty: true }) && !/[\p{L}\p{N}]/u.test(element.innerText),
    );
    controls.forEach((element, index) => element.setAttribute("data-e2e-icon-only", String(index)));
    return controls.length;
  });
  for (let index = 0; index < count; index += 1) {
    const control = page.locator(`[data-e2e-icon-only="${index}"]`);
    const name = (await control.getAttribute("aria-label")) ?? "";
    expect(name, "an icon-only control needs an accessible name").not.toBe("");
    await control.hover();
    await expect(page.getByRole("tooltip", { name })).toBeVisible();
    await page.mouse.move(0, 0);
    await expect(page.getByRole("tooltip")).toHaveCount(0);
  }
  return count;
}
