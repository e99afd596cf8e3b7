import type { LeadSentiment } from "../../domain/enums";
import { smoothstep } from "./curves";
import { momentAt, type Evidence, type Moment } from "./moments";
import type { CallMetrics } from "./types";

/**
 * How far where the lead ended up holds a call's score down: at most `cap`, and at most `factor` × the
 * mean of the five scores. A sales manager does not grade a call well when the lead hung up angry, was
 * worn into a meeting or ended it irritated, however good the counts; and the worse the rep's part in
 * it, the lower the mean already is, so the factor keeps such calls in order instead of tying them at a cap.
 * Delivery is scored in tone and pacing; only a rep hesitating so much that the lead can hardly follow
 * (past 6 fillers per 100 words, fully at 12) also loses up to a quarter of the call: sincere substance
 * delivered that way lands mid-range, as a sales manager grades it.
 */
export const OUTCOME_BOUNDS = {
  hostile: { cap: 20, factor: 0.5 },
  coerced: { cap: 30, factor: 0.7 },
  negative: { cap: 30, factor: 0.65 },
  redFlag: { cap: 45, factor: 1 },
  neutral: { cap: 56, factor: 1 },
  noFixedNextStep: { cap: 65, factor: 1 },
  hesitantDelivery: { cap: 100, factor: 0.75 },
} as const;

/** Fillers per 100 words from which delivery starts to cost the call, and where it costs the full factor. */
export const HESITATION = { from: 6, full: 12 } as const;

type BoundKind = keyof typeof OUTCOME_BOUNDS;

export interface OutcomeBound {
  kind: BoundKind;
  limit: number;
  reason: string;
  moment?: Moment;
}

function bound(kind: BoundKind, mean: number, reason: string, evidence?: Evidence, momentKind?: Moment["kind"], strength = 1): OutcomeBound {
  const { cap } = OUTCOME_BOUNDS[kind];
  const factor = 1 - strength * (1 - OUTCOME_BOUNDS[kind].factor);
  const limit = Math.min(cap, Math.round(mean * factor));
  const moment = evidence && momentKind ? momentAt(momentKind, evidence, "overall", Math.min(0, limit - mean)) : undefined;
  return { kind, limit, reason, moment };
}

/** The tightest bound the call's outcome puts on the mean of the five scores, or none. */
export function outcomeBound(m: CallMetrics, sentiment: LeadSentiment, mean: number): OutcomeBound | undefined {
  const candidates: OutcomeBound[] = [];
  const outcome = m.lead.outcome;
  if (sentiment === "hostile") candidates.push(bound("hostile", mean, "the lead ended the call hostile", m.lead.hostile, "lead_hostile"));
  if (outcome === "coerced") candidates.push(bound("coerced", mean, "the lead agreed only to end the call", m.lead.coerced, "coerced_agreement"));
  if (sentiment === "negative") candidates.push(bound("negative", mean, "the lead ended the call annoyed", m.lead.annoyed ?? m.lead.hostile, "lead_annoyed"));
  const flag = m.conduct.redFlags[0];
  if (flag) candidates.push(bound("redFlag", mean, "the call broke a compliance rule", flag.evidence, flag.kind));
  const committed = outcome === "committed";
  if (sentiment === "neutral" && !committed && outcome !== "soft") candidates.push(bound("neutral", mean, "the lead declined and no next step was agreed"));
  if (!committed && (sentiment === "positive" || sentiment === "neutral")) {
    candidates.push(bound("noFixedNextStep", mean, outcome === "soft" ? "the follow-up has no fixed day and time" : "no next step was agreed"));
  }
  const hesitation = smoothstep(HESITATION.from, HESITATION.full, m.fillersPer100Words);
  if (hesitation > 0) {
    candidates.push(bound("hesitantDelivery", mean, `the delivery was hesitant (${m.fillersPer100Words.toFixed(1)} fillers per 100 words)`, m.mostHesitantLine, "hesitant_delivery", hesitation));
  }
  const tightest = candidates.sort((a, b) => a.limit - b.limit)[0];
  return tightest && tightest.limit < mean ? tightest : undefined;
}
