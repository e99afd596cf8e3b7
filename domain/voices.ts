/** The ElevenLabs premade voices the scenarios and AI personalities speak with, by name (their ids are opaque). */
export interface Voice {
  id: string;
  name: string;
  /** How the voice sounds, for choosing one. */
  description: string;
}

export const VOICES = {
  rachel: { id: "21m00Tcm4TlvDq8ikWAM", name: "Rachel", description: "young female" },
  bella: { id: "EXAVITQu4vr4xnSDxMaL", name: "Bella", description: "female" },
  domi: { id: "AZnzlk1XvdvUeBnXmlld", name: "Domi", description: "female, assertive" },
  adam: { id: "pNInz6obpgDQGcFmaJgB", name: "Adam", description: "male, deep" },
  antoni: { id: "ErXwobaYiN019PkySvjV", name: "Antoni", description: "male" },
  josh: { id: "TxGEqnHWrfWFTfGW9XjX", name: "Josh", description: "young male" },
  arnold: { id: "VR6AewLTigWG4xSOukaG", name: "Arnold", description: "older male" },
} as const satisfies Record<string, Voice>;

export const VOICE_LIST: readonly Voice[] = Object.values(VOICES);
export type VoiceId = (typeof VOICES)[keyof typeof VOICES]["id"];
export const VOICE_IDS = VOICE_LIST.map((voice) => voice.id) as [VoiceId, ...VoiceId[]];

/** A voice's name ("Rachel"), or null for an id that is not one of ours. */
export function voiceName(voiceId: string): string | null {
  return VOICE_LIST.find((voice) => voice.id === voiceId)?.name ?? null;
}
