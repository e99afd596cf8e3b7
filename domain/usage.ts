/**
 * Voice minutes: a team's monthly practice budget, an agent's trial allowance, and what the broker's usage view
 * shows (docs/api.md, "Usage"). A month is a calendar month in UTC.
 */
import { z } from "zod";
import type { NamedPerson } from "./people";
import type { PracticeSessionStatus } from "./enums";

/** A team's practice minutes a month unless its broker sets another figure (about 50 ten-minute calls). */
export const DEFAULT_TEAM_MONTHLY_MINUTES = 500;
/** What an agent on no team may practise a month: enough to try the product, not to run a call centre on it. */
export const TRIAL_MONTHLY_MINUTES = 30;
export const MONTHLY_MINUTES_MAX = 100_000;
/**
 * The provider's list price per minute of an agent call, for the estimate shown when it reports no fiat cost
 * (ElevenLabs' Creator/Pro plans, 2025: US$0.10 a minute; Business is lower). Check the plan you pay for.
 */
export const ESTIMATED_USD_PER_MINUTE = 0.1;

export const monthlyMinutesInput = z.strictObject({
  monthlyPracticeMinutes: z
    .number({ error: "Enter the practice minutes a month as a whole number" })
    .int("Enter the practice minutes a month as a whole number")
    .min(0, "The monthly minutes cannot be negative")
    .max(MONTHLY_MINUTES_MAX, `At most ${MONTHLY_MINUTES_MAX.toLocaleString("en-US")} minutes a month`),
});
export type MonthlyMinutesInput = z.infer<typeof monthlyMinutesInput>;

/** The first instant of the UTC month `now` is in. */
export function monthStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

/** Whole seconds until the next UTC month begins (when a used-up budget is full again). */
export function secondsUntilNextMonth(now: Date): number {
  const next = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1);
  return Math.max(1, Math.ceil((next - now.getTime()) / 1000));
}

/** "YYYY-MM" of `now`'s UTC month. */
export function monthKey(now: Date): string {
  return now.toISOString().slice(0, 7);
}

/** The estimate of a call's cost: the provider's own figure when it gave one, else minutes at the list price. */
export function estimatedCostUsd(billedSeconds: number, providerCostUsd: number | null): number {
  if (providerCostUsd !== null) return Math.round(providerCostUsd * 100) / 100;
  return Math.round((billedSeconds / 60) * ESTIMATED_USD_PER_MINUTE * 100) / 100;
}

/** Seconds as whole minutes, rounded up: a started minute counts (as the provider bills). */
export function wholeMinutes(seconds: number): number {
  return Math.ceil(seconds / 60);
}

/** The refusal of a call the budget cannot hold (429, with Retry-After until the month's end). */
export function minutesUsedUpMessage(input: {
  budgetMinutes: number;
  usedSeconds: number;
  callSeconds: number;
  trial: boolean;
}): string {
  const left = Math.max(0, Math.floor((input.budgetMinutes * 60 - input.usedSeconds) / 60));
  const whose = input.trial ? "your trial allowance" : "your team";
  const next = input.trial
    ? "Join a team to practise more."
    : "Ask your broker to raise the monthly minutes in Settings → Usage.";
  return `Not enough practice minutes left this month: ${whose} has ${left} of its ${input.budgetMinutes} minutes, and a call can last ${wholeMinutes(input.callSeconds)} minutes. ${next}`;
}

/** One call of the month as the broker's usage view lists it. */
export interface UsageCall {
  sessionId: string | null;
  agent: NamedPerson & { id: string };
  channel: "phone" | "browser";
  startedAt: string;
  status: PracticeSessionStatus | null;
  /** The provider's billed duration; null while the call is under way (its reservation counts meanwhile). */
  durationSeconds: number | null;
  estimatedCostUsd: number | null;
  /** The lead's mean time to answer a turn, when the provider reports it. */
  leadLatencyMs: number | null;
  /** Not a valid practice call (unscored): why. */
  invalidReason: string | null;
}

export interface UsageAgent {
  agent: NamedPerson & { id: string };
  /** Billed seconds this month, with the reservations of calls under way. */
  seconds: number;
  calls: number;
}

/** `GET /api/broker/usage`: the team's month. */
export interface TeamUsage {
  /** "YYYY-MM" (UTC). */
  month: string;
  budgetMinutes: number;
  /** The broker has not set a figure: `budgetMinutes` is the default. */
  budgetIsDefault: boolean;
  /** Billed seconds this month plus what calls under way have reserved. */
  usedSeconds: number;
  liveCalls: number;
  agents: UsageAgent[];
  calls: UsageCall[];
}
