// @vitest-environment happy-dom
import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { WRONG_CODE_MESSAGE } from "@domain/phone-verification";
import { clearToasts, fakeApi, json, renderWithProviders } from "@/testing/fake-api";
import { PhoneNumberCard } from "./phone-number-card";

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await clearToasts();
});

describe("Verify my phone number", () => {
  it("texts a code, says clearly when it is wrong, and shows the number once the right one is typed", async () => {
    let verified: { phoneNumber: string; verifiedAt: string } | null = null;
    const { calls } = fakeApi({
      "GET /api/config": () => json({ voiceSimulator: false }),
      "GET /api/agent/phone-number": () => json(verified),
      "POST /api/agent/phone-number/code": () => json({ message: "sent", phoneNumber: "+12015550123" }, 202),
      "POST /api/agent/phone-number": (body) => {
        const { code } = body as { code: string };
        if (code !== "424242")
          return json(
            {
              message: WRONG_CODE_MESSAGE,
              code: "validation_failed",
              issues: [{ path: "code", message: WRONG_CODE_MESSAGE }],
            },
            400,
          );
        verified = { phoneNumber: "+12015550123", verifiedAt: new Date().toISOString() };
        return json(verified);
      },
    });
    renderWithProviders(<PhoneNumberCard />);
    await userEvent.type(await screen.findByLabelText("Your phone number"), "(201) 555-0123{Enter}");
    expect(
      await screen.findByText("We sent a code to (201)-555-0123 by text message. It works for 10 minutes."),
    ).toBeTruthy();
    await userEvent.type(screen.getByLabelText("Code from the text message"), "111111");
    await userEvent.click(screen.getByRole("button", { name: "Confirm number" }));
    expect(await screen.findByText(WRONG_CODE_MESSAGE)).toBeTruthy();
    await userEvent.clear(screen.getByLabelText("Code from the text message"));
    await userEvent.type(screen.getByLabelText("Code from the text message"), "424242");
    await userEvent.click(screen.getByRole("button", { name: "Confirm number" }));
    expect(await screen.findByText("(201)-555-0123")).toBeTruthy();
    expect(screen.getByText(/reach your practice sessions/)).toBeTruthy();
    expect(calls).toContain(`POST /api/agent/phone-number/code ${JSON.stringify({ phoneNumber: "+12015550123" })}`);
  });

  it("refuses a number that is not one before asking the server", async () => {
    const { calls } = fakeApi({
      "GET /api/config": () => json({ voiceSimulator: false }),
      "GET /api/agent/phone-number": () => json(null),
    });
    renderWithProviders(<PhoneNumberCard />);
    await userEvent.type(await screen.findByLabelText("Your phone number"), "555-0147");
    await userEvent.click(screen.getByRole("button", { name: "Text me a code" }));
    expect(await screen.findByText(/Enter the phone number you will call from/)).toBeTruthy();
    expect(calls.filter((call) => call.startsWith("POST"))).toEqual([]);
  });
});
