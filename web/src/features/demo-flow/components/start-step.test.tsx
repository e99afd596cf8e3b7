// @vitest-environment happy-dom
import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { INVALID_CALLER_NUMBER_MESSAGE } from "@domain/phone";
import { HttpError } from "@/lib/api";
import { START_FAILED_MESSAGE, startFailureOf } from "./start-failure-notice";
import { StartStep } from "./start-step";

afterEach(() => vi.useRealTimers());

const SCENARIO = {
  id: "s-1",
  name: "FSBO Homeowner",
  difficulty: "intermediate" as const,
  promptText: "You are Gary.",
};

function renderStep(error: unknown) {
  render(
    <StartStep
      scenario={SCENARIO}
      starting={false}
      cachedEmail={null}
      failure={startFailureOf(error)}
      callerNumber=""
      onCallerNumberChange={vi.fn()}
      provenNumber={null}
      onProven={vi.fn()}
      simulated={false}
      onStart={vi.fn()}
      onClearEmail={vi.fn()}
      onBack={vi.fn()}
    />,
  );
}

describe("StartStep after a refused start", () => {
  it("shows the server's 429 message and the time to wait, and keeps the button off until then", () => {
    vi.useFakeTimers();
    renderStep(
      new HttpError(
        429,
        '{"message":"Too many requests. Please wait a minute and try again."}',
        "Too Many Requests",
        30,
      ),
    );
    expect(screen.getByRole("alert").textContent).toBe("Too many requests. Please wait a minute and try again.");
    expect(screen.getByText("You can try again in 30 seconds.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Start Live Training" })).toHaveProperty("disabled", true);
    act(() => vi.advanceTimersByTime(30_000));
    expect(screen.getByText("You can try again now.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Start Live Training" })).toHaveProperty("disabled", false);
  });

  it("names whole minutes for longer waits", () => {
    renderStep(
      new HttpError(
        503,
        '{"message":"All practice lines are busy right now. Please try again in a minute."}',
        "Service Unavailable",
        60,
      ),
    );
    expect(screen.getByText("You can try again in 1 minute.")).toBeTruthy();
  });

  it("says the start failed when the answer has no message of its own, and lets the visitor try again at once", () => {
    renderStep(new TypeError("Failed to fetch"));
    expect(screen.getByRole("alert").textContent).toBe(START_FAILED_MESSAGE);
    expect(screen.getByRole("button", { name: "Start Live Training" })).toHaveProperty("disabled", false);
  });
});

describe("StartStep's caller number", () => {
  function renderWith(callerNumber: string, provenNumber: string | null = null) {
    const onStart = vi.fn();
    render(
      <StartStep
        scenario={SCENARIO}
        starting={false}
        cachedEmail={null}
        failure={null}
        callerNumber={callerNumber}
        onCallerNumberChange={vi.fn()}
        provenNumber={provenNumber}
        onProven={vi.fn()}
        simulated={false}
        onStart={onStart}
        onClearEmail={vi.fn()}
        onBack={vi.fn()}
      />,
    );
    return onStart;
  }

  it("does not start with a number that is not a phone number, and says why", () => {
    const onStart = renderWith("555-0147");
    act(() => screen.getByRole("button", { name: "Start Live Training" }).click());
    expect(onStart).not.toHaveBeenCalled();
    expect(screen.getByLabelText("The number you will call from (optional)").getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText(INVALID_CALLER_NUMBER_MESSAGE)).toBeTruthy();
  });

  it("starts with a number this browser proved, or none", () => {
    const withNumber = renderWith("(512) 555-0147", "+15125550147");
    act(() => screen.getAllByRole("button", { name: "Start Live Training" })[0]!.click());
    const withoutNumber = renderWith("");
    act(() => screen.getAllByRole("button", { name: "Start Live Training" })[1]!.click());
    expect(withNumber).toHaveBeenCalledTimes(1);
    expect(withoutNumber).toHaveBeenCalledTimes(1);
  });

  it("asks to confirm a number it has not proved (a code texted to it) instead of starting", () => {
    const onStart = renderWith("(512) 555-0147", "+15125550100");
    act(() => screen.getByRole("button", { name: "Start Live Training" }).click());
    expect(onStart).not.toHaveBeenCalled();
    expect(screen.getByRole("heading", { name: "Confirm your number" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Text me a code" })).toBeTruthy();
  });
});
