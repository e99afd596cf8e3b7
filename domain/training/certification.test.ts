import { describe, expect, it } from "vitest";
import { certificationPeriod, currentBadges, earnedCertificates, type AssignmentOutcome } from "./certification";

const outcome = (
  vertical: AssignmentOutcome["vertical"],
  due: string,
  passed: string | null,
  cancelled = false,
): AssignmentOutcome => ({
  vertical,
  dueAt: new Date(due),
  cancelled,
  passedAt: passed ? new Date(passed) : null,
});

describe("certification", () => {
  it("periods are calendar months in UTC", () => {
    expect(certificationPeriod(new Date("2026-11-30T23:30:00-02:00"))).toBe("2026-12");
    expect(certificationPeriod(new Date("2026-11-01T00:00:00Z"))).toBe("2026-11");
  });

  it("is earned by passing every assignment of a vertical due in the month, dated by the last pass", () => {
    const certificates = earnedCertificates([
      outcome("real_estate", "2026-11-10T17:00:00Z", "2026-11-05T10:00:00Z"),
      outcome("real_estate", "2026-11-25T17:00:00Z", "2026-11-20T10:00:00Z"),
      outcome("insurance", "2026-11-25T17:00:00Z", "2026-11-21T10:00:00Z"),
      outcome("insurance", "2026-11-28T17:00:00Z", null),
      outcome("saas", "2026-11-28T17:00:00Z", null, true),
    ]);
    expect(certificates).toEqual([
      { vertical: "real_estate", period: "2026-11", earnedAt: new Date("2026-11-20T10:00:00Z") },
    ]);
  });

  it("needs at least one assignment, ignores cancelled ones, and keeps months apart", () => {
    expect(earnedCertificates([outcome("saas", "2026-11-28T17:00:00Z", null, true)])).toEqual([]);
    expect(
      earnedCertificates([
        outcome("saas", "2026-10-28T17:00:00Z", "2026-10-20T10:00:00Z"),
        outcome("saas", "2026-11-28T17:00:00Z", null),
      ]).map((certificate) => certificate.period),
    ).toEqual(["2026-10"]);
  });

  it("shows per vertical the latest period's certificate", () => {
    const badges = currentBadges([
      { vertical: "saas" as const, period: "2026-10" },
      { vertical: "saas" as const, period: "2026-11" },
      { vertical: "insurance" as const, period: "2026-09" },
    ]);
    expect(badges).toEqual([
      { vertical: "insurance", period: "2026-09" },
      { vertical: "saas", period: "2026-11" },
    ]);
  });
});
