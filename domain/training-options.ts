import { VOICES } from "./voices";

/** The three AI personalities of spec §3 (hard-coded training data) with their ElevenLabs voices. */
export interface AiPersonality {
  id: string;
  name: string;
  voiceId: string;
  description: string;
}

export const AI_PERSONALITIES: readonly AiPersonality[] = [
  {
    id: "friendly-customer",
    name: "Friendly Customer",
    voiceId: VOICES.rachel.id,
    description: "Warm and open, asks practical questions, easy to book if you build rapport.",
  },
  {
    id: "skeptical-homeowner",
    name: "Skeptical Homeowner",
    voiceId: VOICES.adam.id,
    description: "Guarded and quick to object; wants proof before giving you any time.",
  },
  {
    id: "interested-seller",
    name: "Interested Seller",
    voiceId: VOICES.bella.id,
    description: "Thinking about selling soon; tests your market knowledge and your fees.",
  },
];

/** The two training phone lines of spec §3 (seeded into phone_numbers; null vertical = any). */
export const TRAINING_PHONE_LINES = [
  { phoneNumber: "+15125550147", displayName: "Training Line 1" },
  { phoneNumber: "+15125550183", displayName: "Training Line 2" },
] as const;
