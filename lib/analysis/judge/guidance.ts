/**
 * @file The sales managers' stored guidance for the judge: the active analysis instructions, the general
 * ones first, then the addendum of the call's vertical. Read by the pipeline and the calibration route.
 */
import { and, desc, eq, isNull, or } from "drizzle-orm";
import type { Vertical } from "../../../domain/enums";
import type { Database } from "../../db/client";
import { llmInstructions } from "../../db/schema";

export async function judgeGuidance(db: Database, vertical: Vertical | null): Promise<string | null> {
  const rows = await db
    .select({ systemPrompt: llmInstructions.systemPrompt })
    .from(llmInstructions)
    .where(
      and(
        eq(llmInstructions.isActive, true),
        eq(llmInstructions.instructionType, "analysis"),
        vertical
          ? or(isNull(llmInstructions.vertical), eq(llmInstructions.vertical, vertical))
          : isNull(llmInstructions.vertical),
      ),
    )
    .orderBy(desc(llmInstructions.priority), llmInstructions.name);
  return rows.length === 0 ? null : rows.map((row) => row.systemPrompt).join("\n\n");
}
