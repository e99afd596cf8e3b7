import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/**
 * axe with `target-size` on, run once the page's finite animations have finished: the landing fades would
 * otherwise be measured for contrast half-way through.
 */
/** What axe found: named through AxeBuilder, so the declaration does not reach into axe-core's own path. */
type AxeViolations = Awaited<ReturnType<AxeBuilder["analyze"]>>["violations"];

export async function scanWithAxe(page: Page): Promise<AxeViolations> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished),
    ),
  );
  const results = await new AxeBuilder({ page }).options({ rules: { "target-size": { enabled: true } } }).analyze();
  return results.violations;
}
