// @vitest-environment happy-dom
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Vertical } from "@domain/enums";
import { gatewayPage, json } from "@/testing/fake-api";
import { CREATED, DUPLICATE, fakeWaitingListApi, renderWithProviders } from "../testing/fake-waiting-list";
import { WaitingListSignup } from "./waiting-list-signup";

// The dialog and the toast region load on first use; a busy machine may take longer than the 1 s default.

afterEach(() => vi.unstubAllGlobals());

function renderSignup(options: { vertical?: Vertical; withBack?: boolean } = {}) {
  const onBack = vi.fn();
  const user = userEvent.setup();
  renderWithProviders(
    <MemoryRouter>
      <WaitingListSignup
        vertical={options.vertical ?? "insurance"}
        onBack={options.withBack === false ? undefined : onBack}
      />
    </MemoryRouter>,
  );
  return { user, onBack };
}

async function fillAndSubmit(user: ReturnType<typeof userEvent.setup>, email = "dana@whitfield.test") {
  await user.type(screen.getByLabelText(/Full Name/), "Dana Whitfield");
  await user.type(screen.getByLabelText(/Email/), email);
  await user.type(screen.getByLabelText(/Business Name/), "Whitfield Realty");
  await user.click(screen.getByRole("button", { name: "Join Waiting List" }));
}

describe("WaitingListSignup", () => {
  it("shows the card, the offer and the benefits of spec §2", () => {
    renderSignup();
    expect(screen.getByRole("heading", { name: "Join Our Exclusive Waiting List" })).toBeTruthy();
    expect(screen.getByText("Priority Access")).toBeTruthy();
    expect(screen.getByText("Limited spots available - secure your place now!")).toBeTruthy();
    expect(screen.getByText("Limited Spots - Only 100 businesses for beta launch")).toBeTruthy();
    expect(screen.getByText(/Exclusive pricing/)).toBeTruthy();
    const benefits = within(screen.getByRole("list", { name: "Benefits" }));
    for (const benefit of ["Priority onboarding", "20% OFF early access", "5-minute setup", "24/7 AI phone service"]) {
      expect(benefits.getByText(benefit)).toBeTruthy();
    }
    const agreement = screen.getByText(/By joining, you agree to our/);
    expect(agreement.textContent).toBe("By joining, you agree to our Terms of Service and Privacy Policy.");
    expect(within(agreement).getByRole("link", { name: "Terms of Service" }).getAttribute("href")).toBe("/terms");
    expect(within(agreement).getByRole("link", { name: "Privacy Policy" }).getAttribute("href")).toBe("/privacy");
    expect(screen.getByRole("button", { name: "Join Waiting List" })).toBeTruthy();
  });

  it("marks the three required fields with an asterisk, and only those", () => {
    renderSignup();
    const asterisked = (label: RegExp) => screen.getByText(label, { selector: "label" }).textContent?.endsWith("*");
    expect(asterisked(/Full Name/)).toBe(true);
    expect(asterisked(/Email/)).toBe(true);
    expect(asterisked(/Business Name/)).toBe(true);
    expect(asterisked(/Phone Number/)).toBe(false);
    expect(asterisked(/Additional Notes/)).toBe(false);
  });

  it("shows the Back button only when there is somewhere to go back to", async () => {
    const { user, onBack } = renderSignup();
    await user.click(screen.getByRole("button", { name: /Back/ }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it("has no Back button without a back action", () => {
    renderSignup({ withBack: false });
    expect(screen.queryByRole("button", { name: /Back/ })).toBeNull();
  });

  it("shows a message under each missing field and sends nothing", async () => {
    const api = fakeWaitingListApi(CREATED);
    const { user } = renderSignup();
    await user.click(screen.getByRole("button", { name: "Join Waiting List" }));
    expect(screen.getByText("Full name is required")).toBeTruthy();
    expect(screen.getByText("Email is required")).toBeTruthy();
    expect(screen.getByText("Business name is required")).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(api.requests).toEqual([]);
    await user.type(screen.getByLabelText(/Full Name/), "D");
    expect(screen.queryByText("Full name is required")).toBeNull();
  });

  it("says 'Joining...' while pending, then welcomes the visitor by vertical and email", async () => {
    const api = fakeWaitingListApi();
    const { user } = renderSignup({ vertical: "saas" });
    await fillAndSubmit(user);
    expect((screen.getByRole("button", { name: "Joining..." }) as HTMLButtonElement).disabled).toBe(true);
    expect(api.requests).toEqual([
      { fullName: "Dana Whitfield", email: "dana@whitfield.test", businessName: "Whitfield Realty", vertical: "saas" },
    ]);
    act(() => api.respond(CREATED));

    const modal = await screen.findByRole("dialog", { name: "Welcome to the Priority List!" });
    expect(within(modal).getByText("SaaS & B2B")).toBeTruthy();
    expect(within(modal).getByText("dana@whitfield.test")).toBeTruthy();
    expect(within(modal).getByText("What happens next?")).toBeTruthy();
    for (const step of [
      "Your application will be reviewed within 24 hours",
      "Priority access to the beta, limited to 100 businesses",
      "Exclusive pricing and setup help",
      "Custom training scenarios for your industry",
    ]) {
      expect(within(modal).getByText(step)).toBeTruthy();
    }
  });

  it("animates the welcome modal in after 150, 300 and 400 ms, and only when motion is welcome", async () => {
    fakeWaitingListApi(CREATED);
    const { user } = renderSignup();
    await fillAndSubmit(user);
    const modal = await screen.findByRole("dialog", { name: "Welcome to the Priority List!" });
    const animated = [...modal.querySelectorAll<HTMLElement>("[data-entrance-delay]")];
    expect(animated.map((element) => element.style.transitionDelay)).toEqual(["150ms", "300ms", "400ms"]);
    for (const element of animated) {
      expect(
        element.className.split(" ").filter((name) => name.includes("transition") || name.includes("starting:")),
      ).not.toHaveLength(0);
      expect(
        element.className
          .split(" ")
          .filter(
            (name) => (name.includes("transition") || name.includes("starting:")) && !name.startsWith("motion-safe:"),
          ),
      ).toEqual([]);
    }
  });

  it("names the homepage vertical Multi-Vertical", async () => {
    fakeWaitingListApi(CREATED);
    const { user } = renderSignup({ vertical: "homepage" });
    await fillAndSubmit(user);
    expect(within(await screen.findByRole("dialog")).getByText("Multi-Vertical")).toBeTruthy();
  });

  it("'Continue Exploring' closes the welcome and goes back", async () => {
    fakeWaitingListApi(CREATED);
    const { user, onBack } = renderSignup();
    await fillAndSubmit(user);
    const modal = await screen.findByRole("dialog", { name: "Welcome to the Priority List!" });
    await user.click(within(modal).getByRole("button", { name: "Continue Exploring" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it("shows the server's message in a red alert above the form, and clears it on the next submit", async () => {
    const api = fakeWaitingListApi();
    const { user } = renderSignup();
    await fillAndSubmit(user);
    act(() => api.respond(DUPLICATE));
    const alert = await screen.findByRole("alert");
    expect(api.requests).toHaveLength(1);
    expect(alert.textContent).toBe("This email is already registered on the waiting list.");
    expect(
      alert.compareDocumentPosition(screen.getByLabelText(/Full Name/)) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Join Waiting List" }));
    expect(screen.queryByRole("alert")).toBeNull();
    act(() => api.respond(CREATED));
    expect(await screen.findByRole("dialog", { name: "Welcome to the Priority List!" })).toBeTruthy();
  });

  it("falls back to 'Failed to join waiting list' when the server gives no message (after one retry of the 5xx)", async () => {
    const api = fakeWaitingListApi(() => gatewayPage(502, "<html>Bad gateway</html>"));
    const { user } = renderSignup();
    await fillAndSubmit(user);
    expect((await screen.findByRole("alert", {}, { timeout: 5000 })).textContent).toBe("Failed to join waiting list");
    expect(api.requests).toHaveLength(2);
  });

  it("shows the server's per-field messages under the fields", async () => {
    fakeWaitingListApi(() =>
      json(
        {
          message: "Invalid input",
          code: "validation_failed",
          issues: [{ path: "businessName", message: "Business name must be at most 160 characters" }],
        },
        400,
      ),
    );
    const { user } = renderSignup();
    await fillAndSubmit(user);
    expect(await screen.findByText("Business name must be at most 160 characters")).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toBe("Invalid input");
  });
});
