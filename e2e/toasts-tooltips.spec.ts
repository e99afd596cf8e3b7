import { expect, test, type Locator, type Page } from "@playwright/test";
import { expectIconOnlyControlsHaveTooltips } from "./testing/icon-only";
import { hydrated, PUBLIC_PATHS } from "./testing/site";

// The page's clock starts here and is stopped an hour later, before the toast exists: an hour no page load
// can outlast, so stopping it never races real time, and from then on only the test moves it.
const CLOCK_START = new Date("2026-01-05T09:00:00Z");
const CLOCK_STOPPED = new Date("2026-01-05T10:00:00Z");
// One frame of the page's (stopped) clock.
const ONE_FRAME_MS = 20;

/**
 * Raises the destructive 'Missing Information' toast over the waiting-list dialog with the page's clock
 * stopped, then moves the page's clock a frame at a time until the toast has arrived (its code loaded and
 * revealed, mounted on its animation frame), and waits for its slide-in and fade-in to finish: what a person
 * waits for before touching it. `age` is how long the toast has existed by the page's clock.
 */
async function raiseToastOverDialog(page: Page) {
  await page.clock.install({ time: CLOCK_START });
  await page.goto("/");
  await hydrated(page);
  await page.getByRole("button", { name: "Get Started Today" }).click();
  const dialog = page.getByRole("dialog", { name: "Join the Waiting List" });
  await expect(dialog).toBeVisible();
  await page.clock.pauseAt(CLOCK_STOPPED);
  await dialog.getByRole("button", { name: "Join Waiting List" }).click();
  const toast = page.getByRole("status").filter({ hasText: "Missing Information" });
  let age = 0;
  while ((await toast.getAttribute("data-mounted", { timeout: 50 }).catch(() => null)) === null) {
    expect(age, "the toast arrives within a second of the page's clock").toBeLessThan(1000);
    await page.clock.runFor(ONE_FRAME_MS);
    age += ONE_FRAME_MS;
  }
  await toast.evaluate((element) =>
    Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)),
  );
  await expect(toast).toBeVisible();
  return { dialog, toast, age };
}

/** Presses on the toast and drags it right by `distance` px in `steps` moves, `pauseMs` of real time apart. */
async function swipe(page: Page, toast: Locator, distance: number, steps: number, pauseMs: number) {
  const box = (await toast.boundingBox())!;
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + 20, y);
  await page.mouse.down();
  for (let step = 1; step <= steps; step += 1) {
    if (pauseMs) await new Promise((resolve) => setTimeout(resolve, pauseMs));
    await page.mouse.move(box.x + 20 + (distance * step) / steps, y);
  }
  await page.mouse.up();
}

test.describe("toasts (spec §9: 5 s on screen, close button, swipe right)", () => {
  const visibleToasts = (page: Page) => page.locator('[data-scope="toast"][data-part="root"]:visible');

  test("a toast leaves the screen 5 s after it appears, and the region stays clear", async ({ page }) => {
    const { toast, age } = await raiseToastOverDialog(page);
    expect(age).toBeLessThan(4500);
    await page.clock.runFor(4500 - age);
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

  test("a fast swipe to the right dismisses it", async ({ page }) => {
    const { toast } = await raiseToastOverDialog(page);
    await swipe(page, toast, 80, 2, 0);
    await expect(toast).toBeHidden();
    await expect(visibleToasts(page)).toHaveCount(0);
  });

  test("a slow swipe to the right dismisses it too: past the threshold, speed does not matter", async ({ page }) => {
    const { toast } = await raiseToastOverDialog(page);
    await swipe(page, toast, 80, 16, 60);
    await expect(toast).toBeHidden();
    await expect(visibleToasts(page)).toHaveCount(0);
  });

  test("a swipe short of the threshold leaves it on screen", async ({ page }) => {
    const { toast } = await raiseToastOverDialog(page);
    await swipe(page, toast, 30, 6, 0);
    await expect(toast).toBeVisible();
    await expect(toast).toHaveAttribute("data-state", "open");
  });
});

test.describe("tooltips on icon-only controls (spec §9: 700 ms open, 300 ms skip)", () => {
  test("every icon-only control of the public pages, the waiting-list dialog and a toast names itself in a tooltip", async ({
    page,
  }) => {
    let found = 0;
    for (const path of PUBLIC_PATHS) {
      await page.goto(path);
      await hydrated(page);
      found += await expectIconOnlyControlsHaveTooltips(page);
    }
    // The toast stays on screen while each control is hovered in turn: its 5 s run only when the test says.
    await raiseToastOverDialog(page);
    found += await expectIconOnlyControlsHaveTooltips(page, (ms) => page.clock.runFor(ms));
    // At least the dialog's and the toast's close buttons.
    expect(found).toBeGreaterThanOrEqual(2);
  });

  test("a tooltip opens after 700 ms, and at once when moving from one tooltip to another within 300 ms", async ({
    page,
  }) => {
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
