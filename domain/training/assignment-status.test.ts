import { describe, expect, it } from "vitest";
import { assignmentProgress, attemptRefusal, type AssignmentAttempt } from "./assignment-status";

const due = new Date("2026-11-30T17:00:00Z");
const before = new Date("2026-11-20T12:00:00Z");
const after = new Date("2026-12-01T09:00:00Z");
const terms = { dueAt: due, minScore: 80, attemptLimit: 2 };
const at = (day: number) => new Date(Date.UTC(2026, 10, day, 10));
const scored = (score: number, day = 10): AssignmentAttempt => ({
  status: "completed",
  score,
  createdAt: at(day),
  connected: true,
});

describe("assignment status per agent", () => {
  it("is not started without attempts, and overdue once the due date passed", () => {
    expect(assignmentProgress(terms, [], before)).toEqual({
      status: "not_started",
      bestScore: null,
      attemptsUsed: 0,
      passedAt: null,
    });
    expect(assignmentProgress(terms, [], after).status).toBe("overdue");
  });

  it("is in progress with a call under way or a scored attempt below the minimum", () => {
    expect(
      assignmentProgress(terms, [{ status: "active", score: null, createdAt: at(10), connected: true }], before),
    ).toMatchObject({ status: "in_progress", attemptsUsed: 1 });
    expect(assignmentProgress(terms, [scored(70)], before)).toMatchObject({
      status: "in_progress",
      bestScore: 70,
      attemptsUsed: 1,
    });
  });

  it("passes on the first attempt that reaches the minimum score, even after a failed one or past the due date", () => {
    expect(assignmentProgress(terms, [scored(70, 10), scored(80, 12)], before)).toEqual({
      status: "passed",
      bestScore: 80,
      attemptsUsed: 2,
      passedAt: at(12),
    });
    expect(assignmentProgress(terms, [scored(92, 12)], after).status).toBe("passed");
  });

  it("fails when the scored attempts used up the limit without a pass (not while a call is still under way)", () => {
    expect(assignmentProgress(terms, [scored(70), scored(79)], before)).toMatchObject({
      status: "failed",
      bestScore: 79,
    });
    expect(assignmentProgress(terms, [scored(70), scored(79)], after).status).toBe("failed");
    expect(
      assignmentProgress(
        terms,
        [scored(70), scored(79), { status: "pending", score: null, createdAt: at(13), connected: false }],
        before,
      ).status,
    ).toBe("in_progress");
    expect(assignmentProgress({ ...terms, attemptLimit: null }, [scored(1), scored(2), scored(3)], before).status).toBe(
      "in_progress",
    );
  });

  it("does not count a call that never connected", () => {
    const dropped: AssignmentAttempt = { status: "failed", score: null, createdAt: at(10), connected: false };
    expect(assignmentProgress(terms, [dropped, dropped], before)).toMatchObject({
      status: "not_started",
      attemptsUsed: 0,
    });
  });
});

describe("attempts count from the moment the call connects (security review, finding 6)", () => {
  const unscored = (status: AssignmentAttempt["status"], day = 10): AssignmentAttempt => ({
    status,
    score: null,
    createdAt: at(day),
    connected: true,
  });

  it("counts a connected call the caller left unscored (kept open until the fallback gave up, typed lines, no words)", () => {
    expect(assignmentProgress(terms, [unscored("failed"), unscored("completed", 11)], before)).toMatchObject({
      status: "failed",
      attemptsUsed: 2,
    });
    expect(attemptRefusal({ ...terms, cancelledAt: null }, [unscored("failed"), unscored("completed", 11)])).toBe(
      "No attempts left for this assignment",
    );
  });

  it("counts a call whose score is still pending, so no attempt slips in while it is scored", () => {
    expect(attemptRefusal({ ...terms, cancelledAt: null }, [scored(70), unscored("completed", 11)])).toBe(
      "No attempts left for this assignment",
    );
    expect(assignmentProgress(terms, [scored(70), unscored("completed", 11)], before)).toMatchObject({
      attemptsUsed: 2,
    });
  });
});

describe("starting another attempt", () => {
  it("is refused once cancelled or when the limit is used (calls under way count)", () => {
    const open = { ...terms, cancelledAt: null };
    expect(attemptRefusal(open, [scored(70)])).toBeNull();
    expect(
      attemptRefusal(open, [scored(70), { status: "pending", score: null, createdAt: at(11), connected: false }]),
    ).toBe("No attempts left for this assignment");
    expect(attemptRefusal({ ...open, cancelledAt: before }, [])).toBe("This assignment was cancelled");
    expect(attemptRefusal({ ...open, attemptLimit: null }, [scored(1), scored(2), scored(3)])).toBeNull();
  });
});
