/** How long the LLM judge may take before the metrics stand alone. */
export const JUDGE_TIMEOUT_MS = 8000;
