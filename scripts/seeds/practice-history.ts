import { AI_PERSONALITIES } from "../../domain/training-options";
import type { DemoScenario, PhoneNumber } from "../../lib/db/schema";
import { analyseTranscript } from "../../lib/analysis/analyse-transcript";
import type { AgentSkill } from "./dev-team";
import { practiceTranscripts, type TranscriptTemplate } from "./practice-transcripts";

const HISTORY_DAYS = 56;
const QUALITY_BY_SKILL: Record<AgentSkill, (progress: number) => TranscriptTemplate["quality"]> = {
  improving: (p) => (p < 0.35 ? "weak" : p < 0.7 ? "average" : "strong"),
  strong: (p) => (p < 0.15 ? "average" : "strong"),
  struggling: (p) => (p < 0.6 ? "weak" : "average"),
};

/** A believable practice history: spread over eight weeks, getting better or not by skill, scored by the analyser. */
export function buildPracticeHistory(input: {
  agentKey: string;
  skill: AgentSkill;
  count: number;
  now: Date;
  scenarios: DemoScenario[];
  lines: PhoneNumber[];
}) {
  const sessions = [];
  for (let i = 0; i < input.count; i++) {
    const progress = input.count === 1 ? 1 : i / (input.count - 1);
    const quality = QUALITY_BY_SKILL[input.skill](progress);
    const candidates = practiceTranscripts.filter((t) => t.quality === quality);
    const template = candidates[(i + input.agentKey.length) % candidates.length]!;
    const scenario = input.scenarios.filter((s) => s.vertical === template.vertical)[i % 3] ?? input.scenarios[0];
    const daysAgo = HISTORY_DAYS - Math.floor(((i + 0.5) * HISTORY_DAYS) / input.count);
    const createdAt = new Date(input.now.getTime() - daysAgo * 86_400_000 + ((i * 7) % 9) * 3_600_000);
    const base = {
      key: `session-${i}`,
      vertical: template.vertical,
      phoneNumberId: input.lines[i % Math.max(input.lines.length, 1)]?.id ?? null,
      aiAgentId: AI_PERSONALITIES[i % AI_PERSONALITIES.length]!.id,
      scenarioId: scenario?.id ?? null,
      conversationId: `seed-${input.agentKey}-${i}`,
      createdAt,
    };
    // Every ninth call dropped before it connected: history shows failures too.
    if (i % 9 === 8) {
      sessions.push({ ...base, status: "failed" as const, aiEvaluationStatus: "failed" as const });
      continue;
    }
    const { result } = analyseTranscript(template.lines);
    const last = template.lines.at(-1);
    sessions.push({
      ...base,
      status: "completed" as const,
      transcript: template.lines,
      transcriptText: template.lines.map((l) => `${l.speaker}: ${l.text}`).join("\n"),
      score: result.overallScore,
      scores: result.scores,
      feedback: result.feedback,
      leadSentiment: result.leadSentiment,
      keyPhrases: result.keyPhrases,
      review: result.review,
      duration: Math.round((last?.timestamp ?? 0) + 4),
      aiEvaluationStatus: "completed" as const,
      aiEvaluatedAt: new Date(createdAt.getTime() + 20_000),
    });
  }
  return sessions;
}
