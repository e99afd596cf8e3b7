import { expect, test, type Page } from "@playwright/test";

const run = Date.now().toString(36);
let counter = 0;
function uniqueEmail(tag: string): string {
  counter += 1;
  return `${tag}-${run}-${counter}@e2e.example.test`;
}

async function fill(
  scope: ReturnType<Page["getByRole"]> | Page,
  values: { fullName: string; email: string; businessName: string },
) {
  await scope.getByLabel("Full Name").fill(values.fullName);
  await scope.getByLabel("Email").fill(values.email);
  await scope.getByLabel("Business Name").fill(values.businessName);
}

/** Opens the dialog from the home hero, with one click: the button is only enabled once it works. */
async function openDialogFromHome(page: Page) {
  await page.goto("/");
  await page.getByRole("button", { name: "Get Started Today" }).click();
  const dialog = page.getByRole("dialog", { name: "Join the Waiting List" });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe("waiting-list dialog", () => {
  test("signs up from the home page, thanks with five stars and closes itself after 3 s", async ({ page, request }) => {
    const email = uniqueEmail("dialog");
    const dialog = await openDialogFromHome(page);
    await fill(dialog, { fullName: "Dana Whitfield", email, businessName: "Whitfield Realty" });
    await dialog.getByLabel("Phone Number").fill("512 555 0147");
    await dialog.getByRole("button", { name: "Join Waiting List" }).click();

    const thanks = page.getByRole("dialog", { name: "Thank You!" });
    await expect(thanks).toBeVisible();
    await expect(thanks.getByRole("img", { name: "5 out of 5 stars" })).toBeVisible();
    await expect(page.getByText("Welcome to the Future!")).toBeVisible();
    await expect(page.getByText("You're on the waiting list! We'll be in touch soon.")).toBeVisible();
    await expect(thanks).toBeHidden({ timeout: 10_000 });

    // The sign-up is stored: the same address (in another case) is now a duplicate.
    const again = await request.post("/api/waiting-list", {
      data: { fullName: "Dana", email: email.toUpperCase(), businessName: "Whitfield Realty" },
    });
    expect(again.status()).toBe(409);
  });

  test("asks for the missing name and email with a toast", async ({ page }) => {
    const dialog = await openDialogFromHome(page);
    await dialog.getByRole("button", { name: "Join Waiting List" }).click();
    await expect(page.getByText("Missing Information")).toBeVisible();
    await expect(page.getByText("Please fill in your name and email.")).toBeVisible();
    await expect(dialog).toBeVisible();
  });

  test("closes on a click on the backdrop", async ({ page }) => {
    const dialog = await openDialogFromHome(page);
    await page.mouse.click(8, 8);
    await expect(dialog).toBeHidden();
  });
});

test.describe("waiting-list sign-up screen", () => {
  test("welcomes the visitor to the priority list by vertical and email, then goes back", async ({ page }) => {
    const email = uniqueEmail("screen");
    await page.goto("/waiting-list?vertical=insurance");
    await expect(page.getByRole("heading", { name: "Join Our Exclusive Waiting List" })).toBeVisible();
    await expect(page.getByText("Limited Spots - Only 100 businesses for beta launch")).toBeVisible();
    await fill(page.getByRole("main"), { fullName: "Lee Park", email, businessName: "Park Insurance" });
    await page.getByRole("main").getByRole("button", { name: "Join Waiting List" }).click();

    const welcome = page.getByRole("dialog", { name: "Welcome to the Priority List!" });
    await expect(welcome).toBeVisible();
    await expect(welcome.getByText("Insurance", { exact: true })).toBeVisible();
    await expect(welcome.getByText(email)).toBeVisible();
    await expect(welcome.getByText("What happens next?")).toBeVisible();
    await welcome.getByRole("button", { name: "Continue Exploring" }).click();
    await expect(welcome).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
  });

  test("shows the server's message when the email is already registered", async ({ page, request }) => {
    const email = uniqueEmail("taken");
    const first = await request.post("/api/waiting-list", {
      data: { fullName: "First", email, businessName: "First Co" },
    });
    expect(first.status()).toBe(201);

    await page.goto("/waiting-list");
    await fill(page.getByRole("main"), {
      fullName: "Second Try",
      email: `  ${email.toUpperCase()} `,
      businessName: "Second Co",
    });
    await page.getByRole("main").getByRole("button", { name: "Join Waiting List" }).click();
    await expect(page.getByRole("main").getByRole("alert")).toHaveText(
      "This email is already registered on the waiting list.",
    );
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
});
