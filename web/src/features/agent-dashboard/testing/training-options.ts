/** @file Web unit tests of the agent dashboard: what `GET /api/agent/training-options` answers. */
import type { ApiResponse } from "@/testing/api-responses";

export const TRAINING_OPTIONS: ApiResponse<"GET /api/agent/training-options"> = {
  phoneNumbers: [{ id: "line-1", phoneNumber: "+15125550147", displayName: "Training Line 1" }],
  aiAgents: [{ id: "skeptical-homeowner", name: "Skeptical Homeowner", voiceId: "v", description: "Guarded." }],
};
