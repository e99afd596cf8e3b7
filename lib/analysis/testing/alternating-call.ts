/**
 * @file Test helper: a call written as alternating lines, rep first after the lead's "Hello?", read into
 * turns as the analyser reads a real call (the parse cache cleared, so each test reads afresh).
 */
import type { TranscriptEntry } from "../../../domain/analysis";
import { forgetParses } from "../language/parse";
import { buildTurns } from "../turns";
import type { Turn } from "../types";

export function alternatingCall(lines: readonly string[]): Turn[] {
  forgetParses();
  const entries: TranscriptEntry[] = [{ speaker: "customer", text: "Hello?", timestamp: 0 }];
  lines.forEach((text, i) => entries.push({ speaker: i % 2 === 0 ? "agent" : "customer", text, timestamp: 5 + i * 6 }));
  return buildTurns(entries);
}
