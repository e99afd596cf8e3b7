/** @file Proving a phone number on the page, as a person does: text me a code, read it (the simulator's inbox stands in for the phone), type it. */
import { expect, type Page } from "@playwright/test";

/** A number of the fictional 555-01xx range no other test run used. */
export function freshPhoneNumber(): { typed: string; shown: string } {
  const last = String(100 + Math.floor(Math.random() * 100)).padStart(4, "0");
  const area = String(200 + Math.floor(Math.random() * 700));
  return { typed: `${area} 555 ${last}`, shown: `(${area})-555-${last}` };
}

/** Sends the code, reads it from the simulator's inbox on the page, and confirms it. */
export async function confirmNumber(page: Page) {
  await page.getByRole("button", { name: "Text me a code" }).click();
  const inbox = page.getByLabel("Simulator text messages");
  await expect(inbox).toContainText(/code is: \d{6}/);
  const code = /code is: (\d{6})/.exec((await inbox.textContent()) ?? "")![1]!;
  await page.getByLabel("Code from the text message").fill(code);
  await page.getByRole("button", { name: "Confirm number" }).click();
}
