/**
 * @file Certification: an agent who passes every assignment of a vertical due in a calendar month (UTC) earns that
 * vertical's certificate for the month. Certificates are never revoked; a later month's supersedes an earlier one.
 */
import type { TrainingVertical } from "../enums";

/** A certification period: a calendar month, "YYYY-MM" (UTC). */
export function certificationPeriod(dueAt: Date): string {
  return dueAt.toISOString().slice(0, 7);
}

export interface AssignmentOutcome {
  vertical: TrainingVertical;
  dueAt: Date;
  cancelled: boolean;
  passedAt: Date | null;
}

export interface Certificate {
  vertical: TrainingVertical;
  period: string;
  /** The moment the last required assignment was passed. */
  earnedAt: Date;
}

/** The certificates one agent's assignments earn (cancelled assignments are not required). */
export function earnedCertificates(outcomes: AssignmentOutcome[]): Certificate[] {
  const groups = new Map<string, AssignmentOutcome[]>();
  for (const outcome of outcomes) {
    if (outcome.cancelled) continue;
    const key = `${outcome.vertical}|${certificationPeriod(outcome.dueAt)}`;
    groups.set(key, [...(groups.get(key) ?? []), outcome]);
  }
  const earned: Certificate[] = [];
  for (const [key, group] of groups) {
    if (!group.every((outcome) => outcome.passedAt !== null)) continue;
    const [vertical, period] = key.split("|") as [TrainingVertical, string];
    earned.push({
      vertical,
      period,
      earnedAt: new Date(Math.max(...group.map((outcome) => outcome.passedAt!.getTime()))),
    });
  }
  return earned.sort((a, b) => a.vertical.localeCompare(b.vertical) || a.period.localeCompare(b.period));
}

/** The badges to show: per vertical, the certificate of the latest period (it supersedes the earlier ones). */
export function currentBadges<C extends { vertical: TrainingVertical; period: string }>(certificates: C[]): C[] {
  const latest = new Map<TrainingVertical, C>();
  for (const certificate of certificates) {
    const held = latest.get(certificate.vertical);
    if (!held || certificate.period > held.period) latest.set(certificate.vertical, certificate);
  }
  return [...latest.values()].sort((a, b) => a.vertical.localeCompare(b.vertical));
}
