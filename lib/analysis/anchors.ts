/** Published ranges (shared/reference/analysis-anchors.md) that the scoring curves are anchored on. */

/**
 * Winning calls 43:57; average B2B reps 65–75%, converting worse above 65%. Cold calls reward holding
 * attention, and a quiet rep with pointed questions is not a weak one, so the full-credit band is wide.
 */
export const TALK_RATIO = { zeroLow: 0.1, idealLow: 0.3, idealHigh: 0.6, zeroHigh: 0.85 } as const;
export const TOP_REP_TALK_SHARE = 0.43;

/** 140–160 best for comprehension, OSS target 130–170; 188 is Gong's figure after an objection the rep can't handle. */
export const WORDS_PER_MINUTE = { zeroLow: 85, idealLow: 130, idealHigh: 175, zeroHigh: 230 } as const;

/** OSS coach: amber at 30 s, red at 45 s; past a minute the lead has stopped listening. */
export const MONOLOGUE_SECONDS = { fine: 30, bad: 60 } as const;

/** Fewer than 5 per 100 words is good. */
export const FILLERS_PER_100 = { fine: 3, target: 5, bad: 12 } as const;
