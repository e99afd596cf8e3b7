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
import insCoercedEnrollment from "./ins-coerced-enrollment.json";
import insLifeBothSpouses from "./ins-life-both-spouses.json";
import insOvertalkEmailQuote from "./ins-overtalk-email-quote.json";
import insPoliteDecline from "./ins-polite-decline.json";
import insPushyDriving from "./ins-pushy-driving.json";
import insRenewalCallbackMid from "./ins-renewal-callback-mid.json";
import insRestaurantCommercialStrong from "./ins-restaurant-commercial-strong.json";
import insScriptReaderWeak from "./ins-script-reader-weak.json";
import insTermLifeCouple from "./ins-term-life-couple.json";
import reChecklistInterrupts from "./re-checklist-interrupts.json";
import reExpiredListingStrong from "./re-expired-listing-strong.json";
import reFsboWeak from "./re-fsbo-weak.json";
import reJustSoldReferral from "./re-just-sold-referral.json";
import reMiddleNoClose from "./re-middle-no-close.json";
import reNervousSincere from "./re-nervous-sincere.json";
import reOvertalkerBooked from "./re-overtalker-booked.json";
import rePoliteDecline from "./re-polite-decline.json";
import reProbateQuietExpert from "./re-probate-quiet-expert.json";
import rePushyGuarantee from "./re-pushy-guarantee.json";
import saasChecklistBant from "./saas-checklist-bant.json";
import saasCoercedDemo from "./saas-coerced-demo.json";
import saasConfidentInterrupter from "./saas-confident-interrupter.json";
import saasDecentNoClose from "./saas-decent-no-close.json";
import saasFeatureDumpDisparage from "./saas-feature-dump-disparage.json";
import saasHostileOpenerRecovered from "./saas-hostile-opener-recovered.json";
import saasNervousSincere from "./saas-nervous-sincere.json";
import saasPoliteDeclineContract from "./saas-polite-decline-contract.json";
import saasQuietExpert from "./saas-quiet-expert.json";
import saasSdrRampStrong from "./saas-sdr-ramp-strong.json";
import saasSendInfoBrushoff from "./saas-send-info-brushoff.json";

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
