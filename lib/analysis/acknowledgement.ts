import { contentWords, sharedWords } from "./content-words";
import { has, phraseRegex } from "./phrases";
import { isQuestion, sentences, withoutHesitations, wordCount } from "./text";
import type { Turn } from "./types";

/** Empathy / acknowledgement language from the rep. */
export const ACKNOWLEDGEMENT = phraseRegex([
  "understand",
  "understandable",
  "makes sense",
  "(?:that's |totally |completely |very |perfectly )?fair(?: enough)?",
  "completely get",
  "(?:i )?hear you",
  "appreciate(?: that| it| you)?",
  "(?:great|good|fair|valid) (?:question|point|concern)",
  "of course",
  "i (?:totally |completely |really |definitely )?(?:get|understand|hear) (?:it|that|you|why|where)",
  "no problem",
  "no worries",
  "respect (?:that|it)",
  "sorry",
  "thanks for",
  "thank you for",
  "that's okay",
  "that's ok",
  "i can (?:only )?imagine",
  "(?:that|it) (?:sounds|must be|must have been|can be) (?:\\w+ )?(?:hard|tough|frustrating|stressful|difficult|rough|a lot|exhausting|worrying|scary|annoying|painful)",
  "i know (?:how|what|that)",
  "(?:a lot of|many|most) (?:people|homeowners|owners|clients|folks|businesses|teams|families) (?:feel|tell me|say|are in)",
  "(?:that's|that is) (?:a )?(?:really |very )?(?:common|normal|reasonable|understandable)",
  "congratulations",
  "(?:that's|that is|it's) (?:the|a) (?:\\w+ )?(?:usual|common|classic|typical|familiar) (?:\\w+ )?(?:problem|failure|story|complaint|issue|thing|reason|mistake|situation|one)",
  "(?:most|many|a lot of) (?:people|owners|homeowners|families|teams|companies) (?:don't|do|have|feel|say|are)",
  "^(?:oh,? )?(?:totally|absolutely|completely|sure thing)(?=[,.!])",
]);

/** The rep letting the lead go, or offering to: what a respected "no" or "not now" sounds like. */
export const RESPECTFUL_EXIT = phraseRegex([
  "let you go",
  "(?:won't|will not|don't want to|not going to) (?:keep|hold) you",
  "(?:call|ring|try) (?:you )?back",
  "(?:a )?better time",
  "another time",
  "when (?:would|is|might) (?:be )?(?:a )?(?:better|good|easier)",
  "(?:have|enjoy) (?:a|your|the rest of your) (?:good|great|nice|lovely|wonderful)",
  "enjoy",
  "take care",
  "thanks? (?:you )?(?:so much )?for (?:your|the) time",
  "(?:won't|will not|not going to) (?:bother|call|pester|chase) you",
  "(?:take|remove|put) you (?:off|on)",
  "(?:i'll|i will) (?:leave it|leave you) (?:there|be)",
  "sorry to (?:bother|interrupt|disturb)",
  "(?:won't|will not|don't want to|not going to) take up (?:your|any more of your|more of your)",
  "(?:no|not a) problem(?: at all)?",
]);

/** Empathy turned straight into more pitch: "I understand, but…". */
const BUT_RIGHT_AFTER = /^[^.?!]{0,40}?\b(?:but|however|though|still|that said)\b/u;

/** Pitch talks about the seller: "we", "our", "us". */
export const PITCH_WORDS = /(?<![\p{L}'])(?:we|we're|we've|we'll|our|ours|us)(?![\p{L}'])/u;

/** After empathy, a pitch is this many words, before any question, with nothing the lead said in them. */
const PITCH_MIN_WORDS = 15;

export type AcknowledgementKind = "real" | "empty" | "none";

/** A statement that says back two or more of the lead's own topic words: reflective listening. */
function reflects(sentence: string, leadWords: ReadonlySet<string>): boolean {
  return !isQuestion(sentence) && sharedWords(contentWords(sentence), leadWords).length >= 2;
}

/**
 * Real acknowledgement stays with the lead: empathy (or a reflection of the lead's words) followed by a
 * question, by the lead's own topic, by letting them go, or by a pause (a short turn). Empty: "but" right
 * after it, or a run of talk about "us" that ignores what the lead said. Empathy only counts as empty when there
 * was something to acknowledge (`concern`); elsewhere a pleasantry followed by talk is neither.
 */
export function acknowledgementOf(
  rep: Turn,
  lead: Turn | undefined,
  concern: boolean,
): { kind: AcknowledgementKind; sentence?: string } {
  const all = rep.texts.flatMap(sentences);
  const leadWords = lead ? contentWords(lead.text) : new Set<string>();
  const index = all.findIndex((s) => has(ACKNOWLEDGEMENT, withoutHesitations(s)));
  if (index < 0) {
    const reflection = all.find((s) => reflects(s, leadWords));
    return reflection ? { kind: "real", sentence: reflection } : { kind: "none" };
  }
  const sentence = all[index]!;
  const plain = withoutHesitations(sentence);
  const afterPhrase = plain.slice(plain.search(ACKNOWLEDGEMENT)).replace(/^\S+/, "");
  const rest = all.slice(index + 1);
  if (BUT_RIGHT_AFTER.test(afterPhrase)) return { kind: concern ? "empty" : "none", sentence };
  if (isQuestion(sentence) || has(RESPECTFUL_EXIT, withoutHesitations(rest.join(" "))))
    return { kind: "real", sentence };
  const firstQuestion = rest.findIndex(isQuestion);
  if (firstQuestion === 0) return { kind: "real", sentence };
  const beforeQuestion = [afterPhrase, ...(firstQuestion < 0 ? rest : rest.slice(0, firstQuestion))].join(" ");
  const ignoresLead = sharedWords(contentWords(beforeQuestion), leadWords).length === 0;
  const aboutUs = PITCH_WORDS.test(beforeQuestion);
  if (wordCount(beforeQuestion) < PITCH_MIN_WORDS || !ignoresLead || !aboutUs) return { kind: "real", sentence };
  return { kind: concern ? "empty" : "none", sentence };
}
