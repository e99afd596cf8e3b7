import type { Page } from "@playwright/test";

/**
 * Records which of `needles` ever appear in the page, the moment they enter the DOM: for texts that are on screen
 * for less time than a loaded machine takes to look (a toast shown for half a second before a redirect).
 * Call before the page loads; the set fills as the page runs.
 */
export async function watchForTexts(page: Page, needles: string[]): Promise<Set<string>> {
  const seen = new Set<string>();
  await page.exposeFunction("reportSeenText", (text: string) => seen.add(text));
  await page.addInitScript((watched: string[]) => {
    const report = (window as unknown as { reportSeenText: (text: string) => void }).reportSeenText;
    new MutationObserver(() => {
      for (const needle of watched) if (document.body?.textContent?.includes(needle)) report(needle);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  }, needles);
  return seen;
}
