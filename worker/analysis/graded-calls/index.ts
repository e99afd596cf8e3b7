/**
 * @file The graded calls: cold calls written and graded (0–100, with the reason and the lead's expected
 * sentiment) as an experienced sales manager would, before the analyser was tuned on them. Each keeps the
 * voice provider's post-call transcript (ElevenLabs: role user = the trainee, agent = the AI lead) and is
 * read through the real mapping, so the analyser sees exactly what a real call gives it. Calls marked
 * heldOut were written after the tuning and are reported separately.
 */
import { z } from "zod";
import { LEAD_SENTIMENTS, TRAINING_VERTICALS } from "../../../domain/enums";
import type { TranscriptEntry } from "../../../domain/analysis";
import { providerTranscriptEntry } from "../../voice/elevenlabs-payloads";
import { toTranscriptEntries } from "../../voice/transcript-mapping";
import insCoercedEnrollment from "./original/ins-coerced-enrollment.json";
import insLifeBothSpouses from "./original/ins-life-both-spouses.json";
import insOvertalkEmailQuote from "./original/ins-overtalk-email-quote.json";
import insPoliteDecline from "./original/ins-polite-decline.json";
import insPushyDriving from "./original/ins-pushy-driving.json";
import insRenewalCallbackMid from "./original/ins-renewal-callback-mid.json";
import insRestaurantCommercialStrong from "./original/ins-restaurant-commercial-strong.json";
import insScriptReaderWeak from "./original/ins-script-reader-weak.json";
import insTermLifeCouple from "./original/ins-term-life-couple.json";
import reChecklistInterrupts from "./original/re-checklist-interrupts.json";
import reExpiredListingStrong from "./original/re-expired-listing-strong.json";
import reFsboWeak from "./original/re-fsbo-weak.json";
import reJustSoldReferral from "./original/re-just-sold-referral.json";
import reMiddleNoClose from "./original/re-middle-no-close.json";
import reNervousSincere from "./original/re-nervous-sincere.json";
import reOvertalkerBooked from "./original/re-overtalker-booked.json";
import rePoliteDecline from "./original/re-polite-decline.json";
import reProbateQuietExpert from "./original/re-probate-quiet-expert.json";
import rePushyGuarantee from "./original/re-pushy-guarantee.json";
import saasChecklistBant from "./original/saas-checklist-bant.json";
import saasCoercedDemo from "./original/saas-coerced-demo.json";
import saasConfidentInterrupter from "./original/saas-confident-interrupter.json";
import saasDecentNoClose from "./original/saas-decent-no-close.json";
import saasFeatureDumpDisparage from "./original/saas-feature-dump-disparage.json";
import saasHostileOpenerRecovered from "./original/saas-hostile-opener-recovered.json";
import saasNervousSincere from "./original/saas-nervous-sincere.json";
import saasPoliteDeclineContract from "./original/saas-polite-decline-contract.json";
import saasQuietExpert from "./original/saas-quiet-expert.json";
import saasSdrRampStrong from "./original/saas-sdr-ramp-strong.json";
import saasSendInfoBrushoff from "./original/saas-send-info-brushoff.json";

const gradedCall = z.object({
  id: z.string().min(1),
  vertical: z.enum(TRAINING_VERTICALS),
  heldOut: z.boolean(),
  classes: z.array(z.string().min(1)).min(1),
  grade: z.number().int().min(0).max(100),
  expectedSentiment: z.enum(LEAD_SENTIMENTS),
  reason: z.string().min(40),
  transcript: z.array(providerTranscriptEntry).min(4),
});

export type GradedCall = z.infer<typeof gradedCall> & { entries: TranscriptEntry[] };

export const GRADED_CALLS: readonly GradedCall[] = [
  insCoercedEnrollment,
  insLifeBothSpouses,
  insOvertalkEmailQuote,
  insPoliteDecline,
  insPushyDriving,
  insRenewalCallbackMid,
  insRestaurantCommercialStrong,
  insScriptReaderWeak,
  insTermLifeCouple,
  reChecklistInterrupts,
  reExpiredListingStrong,
  reFsboWeak,
  reJustSoldReferral,
  reMiddleNoClose,
  reNervousSincere,
  reOvertalkerBooked,
  rePoliteDecline,
  reProbateQuietExpert,
  rePushyGuarantee,
  saasChecklistBant,
  saasCoercedDemo,
  saasConfidentInterrupter,
  saasDecentNoClose,
  saasFeatureDumpDisparage,
  saasHostileOpenerRecovered,
  saasNervousSincere,
  saasPoliteDeclineContract,
  saasQuietExpert,
  saasSdrRampStrong,
  saasSendInfoBrushoff,
].map((raw) => {
  const call = gradedCall.parse(raw);
  return { ...call, entries: toTranscriptEntries(call.transcript) };
});
