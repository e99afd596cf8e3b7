/** A team's setting: whether its scored real calls count in the practice figures (`/api/broker/settings/real-calls`). */
import { z } from "zod";

export const realCallFiguresInput = z.strictObject({
  includeRealCalls: z.boolean({ error: "Say whether real calls count: true or false" }),
});
export type RealCallFigures = z.infer<typeof realCallFiguresInput>;

export const REAL_CALL_FIGURES_LABEL = "Count real calls in practice figures";
export const REAL_CALL_FIGURES_DESCRIPTION =
  "When on, your agents' scored real calls count in their practice averages, the team's stats and analytics, and the leaderboard. When off, real calls are listed and reviewed but never counted.";
