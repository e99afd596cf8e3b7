/** Published ranges (shared/reference/analysis-anchors.md) that the scoring curves are anchored on. */

/** Winning calls 43:57; average B2B reps 65–75%, converting worse above 65%. Cold calls tolerate a bit more rep talk. */
export const TALK_RATIO = { zeroLow: 0.15, idealLow: 0.43, idealHigh: 0.55, zeroHigh: 0.85 } as const;
export const TOP_REP_TALK_SHARE = 0.43;

/** 140–160 best for comprehension, OSS target 130–170; 188 is Gong's figure after an objection the rep can't handle. */
export const WORDS_PER_MINUTE = { zeroLow: 90, idealLow: 140, idealHigh: 170, zeroHigh: 230 } as const;

/** OSS coach: amber at 30 s, red at 45 s; past a minute the lead has stopped listening. */
export const MONOLOGUE_SECONDS = { fine: 30, bad: 60 } as const;

/** Fewer than 5 per 100 words is good. */
export const FILLERS_PER_100 = { fine: 3, target: 5, bad: 12 } as const;

/** No objection raised is neither credit nor blame, so it sits right at the improvement-bullet line. */
export const NO_OBJECTION_SCORE = 70;
