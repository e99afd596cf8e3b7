import { describe, expect, it } from "vitest";
import { redactPhoneNumbers, redactUrlForLog } from "./log-redaction";

describe("what a log line may carry (security review, finding 6)", () => {
  it("never a sign-in code or state, whatever their order or spelling", () => {
    expect(redactUrlForLog("/api/callback?code=4/0AfJohXm&state=xyz123")).toBe(
      "/api/callback?code=[redacted]&state=[redacted]",
    );
    expect(redactUrlForLog("/api/callback?state=s&code=c&session_state=q")).toBe(
      "/api/callback?state=[redacted]&code=[redacted]&session_state=[redacted]",
    );
    expect(redactUrlForLog("/api/login?returnTo=%2Fjoin%2Fabc.def")).toBe("/api/login?returnTo=[redacted]");
  });

  it("never an invitation code, in the API or the page it opens", () => {
    expect(redactUrlForLog("/api/invitations/3f2a.c0ffee")).toBe("/api/invitations/[redacted]");
    expect(redactUrlForLog("/api/invitations/3f2a.c0ffee/accept")).toBe("/api/invitations/[redacted]/accept");
    expect(redactUrlForLog("/join/3f2a.c0ffee")).toBe("/join/[redacted]");
    expect(redactUrlForLog("/api/broker/invitations")).toBe("/api/broker/invitations");
  });

  it("never a phone number, and keeps what says nothing about a person", () => {
    expect(redactUrlForLog("/api/dev/simulator/sms?to=%2B15125550147")).toBe("/api/dev/simulator/sms?to=[redacted]");
    expect(redactUrlForLog("/api/demo/scenarios?vertical=saas")).toBe("/api/demo/scenarios?vertical=saas");
    expect(redactUrlForLog("/api/analytics/agent?period=weekly")).toBe("/api/analytics/agent?period=weekly");
    expect(redactPhoneNumbers("caller +15125550147 and +442079460958 waited")).toBe(
      "caller [phone number] and [phone number] waited",
    );
    expect(redactPhoneNumbers("conversation 7b0c0d1e, 1795472730 s")).toBe("conversation 7b0c0d1e, 1795472730 s");
  });
});
