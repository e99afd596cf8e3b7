import type { RetryMoment } from "../../domain/call-review";
import type { VoicePersona } from "../../lib/voice/conversation-init";

/**
 * A retry's lead opens with the objection of the earlier call, in its words, and is told to hold it the way a
 * real lead would, so the trainee practises exactly that moment again.
 */
export function retryPersona(moment: RetryMoment): Pick<VoicePersona, "firstMessage" | "customInstructions"> {
  return {
    firstMessage: moment.quote,
    customInstructions: [
      "This practice call repeats one moment of an earlier call: you have just raised the objection of your first line.",
      "Hold it the way a real lead would: give ground only when the trainee acknowledges it, asks what is behind it and answers it well.",
    ].join(" "),
  };
}
