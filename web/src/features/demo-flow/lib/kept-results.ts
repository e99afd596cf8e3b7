import { z } from "zod";
import type { AnalysisResult } from "@domain/analysis-result";
import { analysisResultSchema } from "@domain/demo";

/** Step 3 as the visitor saw it: kept for the visit (this tab), so leaving for the call's review and coming back finds it. */
export interface DemoResult {
  conversationId: string;
  analysis: AnalysisResult | null;
  simulated: boolean;
}

const key = (conversationId: string) => `pl_demo_result:${conversationId}`;
const keptSchema = z.object({
  conversationId: z.string(),
  analysis: analysisResultSchema.nullable(),
  simulated: z.boolean(),
});

export function keepResult(result: DemoResult): void {
  try {
    sessionStorage.setItem(key(result.conversationId), JSON.stringify(result));
  } catch {
    // Storage refused (private mode, full): the results are read again from the call itself when needed.
  }
}

export function keptResult(conversationId: string): DemoResult | null {
  try {
    const stored = sessionStorage.getItem(key(conversationId));
    const parsed = stored ? keptSchema.safeParse(JSON.parse(stored)) : null;
    return parsed?.success ? parsed.data : null;
  } catch {
    return null;
  }
}
