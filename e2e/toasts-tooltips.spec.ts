import { expect, test, type Page } from "@playwright/test";
import { expectIconOnlyControlsHaveTooltips } from "./support/icon-only";
import { hydrated, PUBLIC_PATHS } from "./support/site";

/**
 * Raises the destructive 'Missing Information' toast over the waiting-list dialog, then stops the page's clock so
 * only the test moves time.
 */
async function raiseToastOverDialog(page: Page) {
  await page.clock.install();
  await page.goto("/");
  await hydrated(page);
  await page.getByRole("button", { name: "Get Started Today" }).click();
  const dialog = page.getByRole("dialog", { name: "Join the Waiting List" });
  await dialog.getByRole("button", { name: "Join Waiting List" }).click();
  const toast = page.getByRole("status").filter({ hasText: "Missing Information" });
  await expect(toast).toBeVisible();
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 100));
  return { dialog, toast };
}

test.describe("toasts (spec §9: 5 s on screen, close button, swipe right)", () => {
  const visibleToasts = (page: Page) => page.locator('[data-scope="toast"][data-part="root"]:visible');

  test("a toast leaves the screen 5 s after it appears, and the region stays clear", async ({ page }) => {
    const { toast } = await raiseToastOverDialog(page);
    await page.clock.runFor(4500);
    await expect(toast).toBeVisible();
    await page.clock.runFor(1000);
    await expect(toast).toBeHidden();
    await expect(visibleToasts(page)).toHaveCount(0);
  });

  test("the close button takes it away at once", async ({ page }) => {
    const { toast } = await raiseToastOverDialog(page);
    await toast.getByRole("button", { name: "Close" }).click();
    await expect(toast).toBeHidden();
    await expect(visibleToasts(page)).toHaveCount(0);
  });

  test("a swipe to the right dismisses it", async ({ page }) => {
    const { toast } = await raiseToastOverDialog(page);
    const box = (await toast.boundingBox())!;
    await page.mouse.move(box.x + 20, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + 100, box.y + box.height / 2, { steps: 8 });
    await page.mouse.up();
    await expect(toast).toBeHidden();
    await expect(visibleToasts(page)).toHaveCount(0);
  });
});

test.describe("tooltips on icon-only controls (spec §9: 700 ms open, 300 ms skip)", () => {
  test("every icon-only control of the public pages, the waiting-list dialog and a toast names itself in a tooltip", async ({ page }) => {
    let found = 0;
    for (const path of PUBLIC_PATHS) {
      await page.goto(path);
      await hydrated(page);
      found += await expectIconOnlyControlsHaveTooltips(page);
    }
    await page.goto("/");
    await hydrated(page);
    await page.getByRole("button", { name: "Get Started Today" }).click();
    const dialog = page.getByRole("dialog", { name: "Join the Waiting List" });
    await dialog.getByRole("button", { name: "Join Waiting List" }).click();
    await expect(page.getByText("Missing Information")).toBeVisible();
    found += await expectIconOnlyControlsHaveTooltips(page);
    // At least the dialog's and the toast's close buttons.
    expect(found).toBeGreaterThanOrEqual(2);
  });

  test("a tooltip opens after 700 ms, and at once when moving from one tooltip to another within 300 ms", async ({ page }) => {
    const { dialog, toast } = await raiseToastOverDialog(page);
    const tooltip = page.getByRole("tooltip", { name: "Close" });
    const dialogClose = dialog.getByRole("button", { name: "Close" });
    const toastClose = toast.getByRole("button", { name: "Close" });

    await dialogClose.hover();
    await page.clock.runFor(600);
    await expect(tooltip).toHaveCount(0);
    await page.clock.runFor(150);
    await expect(tooltip).toBeVisible();

    // Straight on to the next icon: no second wait.
    await toastClose.hover();
    await page.clock.runFor(50);
    await expect(tooltip).toBeVisible();
    await expect(tooltip).toHaveCount(1);
    await expect(toastClose).toHaveAttribute("aria-describedby", /.+/);
    await expect(dialogClose).not.toHaveAttribute("aria-describedby", /.+/);

    // Away for longer than the skip delay: the next tooltip waits its 700 ms again.
    await page.mouse.move(400, 40);
    await page.clock.runFor(400);
    await expect(tooltip).toHaveCount(0);
    await dialogClose.hover();
    await page.clock.runFor(600);
    await expect(tooltip).toHaveCount(0);
    await page.clock.runFor(150);
    await expect(tooltip).toBeVisible();
  });
});
