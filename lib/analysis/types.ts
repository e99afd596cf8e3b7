/**
 * What the detectors share: the turns they read and the parts of the metrics they build. It imports no detector,
 * so any detector may import it; what they yield together is in results.ts.
 */
import type { TranscriptEntry } from "../../domain/analysis";
import type { ObjectionKind } from "../../domain/call-review";

export type Speaker = TranscriptEntry["speaker"];

/**
 * Consecutive entries of one speaker merged; `texts` keeps each entry verbatim for quoting, `times` its
 * timestamp and `interrupted` the provider's flag that the other side talked over it.
 */
export interface Turn {
  speaker: Speaker;
  start: number;
  seconds: number;
  texts: string[];
  times: number[];
  interrupted: boolean[];
  text: string;
  words: number;
}

export type { ObjectionKind };

export interface Objection {
  leadText: string;
  timestamp: number;
  kinds: ObjectionKind[];
  acknowledged: boolean;
  answered: boolean;
  /** The answer carried checkable facts: figures, names. */
  specific: boolean;
  /** The rep pressed on instead of dealing with it. */
  pushed: boolean;
}

export interface QuestionCounts {
  total: number;
  open: number;
  closed: number;
}

export interface OpeningQuality {
  introducedSelf: boolean;
  statedReason: boolean;
  askedPermission: boolean;
}

/** The rep turns the conduct pass marked (conduct.ts), which the objection scoring reads. */
export interface MarkedRepTurns {
  /** Rep turn indexes that pushed against the lead, for the objection scoring. */
  pushedTurns: Set<number>;
  /** Rep turn indexes whose empathy was real. */
  acknowledgedTurns: Set<number>;
}
