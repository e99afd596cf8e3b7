import { ACKNOWLEDGEMENT, PITCH_WORDS } from "./acknowledgement";
import { contentWords, sharedWords } from "./content-words";
import { readLeadTurn, repeatsItself } from "./lead-reaction";
import { evidenceIn, wholeTurn, type Evidence } from "./moments";
import { SMALL_TALK, isProposalSentence } from "./next-step";
import { PERMISSION } from "./opening";
import { has, phraseRegex } from "./phrases";
import { isQuestion, sentences, withoutHesitations, wordCount } from "./text";
import type { Turn } from "./types";

/** A lead turn with this much to say is one a listening rep builds on. */
const SUBSTANTIVE_WORDS = 7;
/** Repeated topic words shorter than this are too generic to call a concern. */
const CONCERN_MIN_LENGTH = 4;

/** Questions that point back at what the lead just said, even without repeating its words. */
const FOLLOW_UP = phraseRegex([
  "what (?:made|makes|happened|changed|caused|kept|got in the way|went wrong|do you mean|would that mean|does that mean)",
  "what did (?:they|he|she|you|that|it|people|buyers|customers) (?:say|do|mean|hate|like|think|tell|find)",
  "^(?:(?:and|so|oh|okay|ok|right)[, ]+)*(?:do you know |any idea )?why(?! don't we| not (?:meet|book|set))",
  "how (?:so|come|did (?:that|it|they)|does (?:that|it)|is (?:that|it|he|she) (?:going|working|affecting))",
  "tell me (?:more|about that|about it)",
  "say more",
  "in what way",
  "what (?:was|is|has) (?:that|it) (?:been )?like",
  "(?:is|was|are|were) (?:it|that|those|they) (?:his|her|their|because|mostly|more|the main)",
  "what about (?:it|that|them)",
  "what would (?:need to|have to) (?:be different|change)",
  "what do you think (?:kept|caused|made|got|went)",
  "(?:sounds|seems) like (?:that|it|you)",
  "^(?:(?:and|so|oh|okay|ok|right)[, ]+)*(?:is|was|are|were|does|did|has|had|would|will|could|can|what's|how's|where's|when's|who's|what|how|where|when|why) (?:she|he|they|her|his|their|that|those)(?![\\p{L}'])",
]);

export interface Discovery {
  /** Rep turns that ask something other than small talk, permission or a meeting time. */
  questionTurns: number;
  /** Questions that build on the lead's previous turn. */
  followUps: Evidence[];
  /** Questions that skip past what the lead just said, with no word of acknowledgement. */
  checklist: Evidence[];
  /** A topic the lead raised more than once that the rep never took up: the lead's repeat of it. */
  ignoredConcerns: Evidence[];
}

/** Wrap-up questions ("What's the best email?") are logistics, not discovery. */
const LOGISTICS = phraseRegex([
  "(?:what's|what is|which is) (?:the )?(?:best|right|your) (?:email|address|number|phone|way to reach)",
  "how do you spell",
  "is (?:this|that) (?:still )?(?:the )?best (?:number|email|address)",
  "(?:this|that) email still",
]);

const isDiscoveryQuestion = (sentence: string) => {
  const text = withoutHesitations(sentence);
  return (
    isQuestion(sentence) &&
    !has(SMALL_TALK, text) &&
    !has(PERMISSION, text) &&
    !has(LOGISTICS, text) &&
    !isProposalSentence(sentence)
  );
};

/** What a rep says before asking shows whether the lead's answer was taken in: not "Okay." but a sentence of its own. */
const BRIDGE_MIN_WORDS = 4;

function bridgesFromLead(lead: Turn, rep: Turn): boolean {
  const repSentences = rep.texts.flatMap(sentences);
  const firstQuestion = repSentences.findIndex(isQuestion);
  const bridge = repSentences.slice(0, Math.max(0, firstQuestion)).join(" ");
  const leadAsked = lead.texts.some((t) => sentences(t).some(isQuestion));
  return wordCount(bridge) >= BRIDGE_MIN_WORDS && (leadAsked || !PITCH_WORDS.test(withoutHesitations(bridge)));
}

/**
 * A topic the lead raised in two substantive turns, one of them voicing a worry, each time answered by a
 * rep turn that took up none of it (no shared word, no follow-up, no empathy): the pain went unheard twice. A lead saying it again ("like I said") and getting no
 * answer on it counts at once.
 */
function ignoredConcerns(turns: readonly Turn[], words: ReadonlyArray<ReadonlySet<string>>, until: number): Evidence[] {
  const found = new Map<number, Evidence>();
  const unheard = (i: number) => {
    const rep = turns[i + 1];
    if (rep?.speaker !== "agent") return false;
    const plain = withoutHesitations(rep.text);
    const empathy = sentences(rep.text).some((s) => wordCount(s) >= 3 && has(ACKNOWLEDGEMENT, withoutHesitations(s)));
    return sharedWords(words[i]!, words[i + 1]!).length === 0 && !has(FOLLOW_UP, plain) && !empathy;
  };
  const seen = new Map<string, { at: number; concern: boolean }>();
  turns.forEach((turn, i) => {
    if (i >= until || turn.speaker !== "customer" || turn.words < SUBSTANTIVE_WORDS) return;
    if (repeatsItself(turn.text) && unheard(i)) found.set(i, wholeTurn(turn));
    if (!unheard(i)) return;
    const concern = readLeadTurn(turn.text).concern;
    for (const word of words[i]!) {
      if (word.length < CONCERN_MIN_LENGTH) continue;
      const earlier = seen.get(word);
      if (earlier && earlier.at !== i && (earlier.concern || concern)) found.set(i, wholeTurn(turn));
      else if (!earlier) seen.set(word, { at: i, concern });
    }
  });
  return [...found.entries()].sort((a, b) => a[0] - b[0]).map(([, evidence]) => evidence);
}

/** Discovery up to the point the lead accepted a next step (`until`); questions after it are logistics. */
export function assessDiscovery(turns: readonly Turn[], until = turns.length): Discovery {
  const words = turns.map((t) => contentWords(t.text));
  const result: Discovery = {
    questionTurns: 0,
    followUps: [],
    checklist: [],
    ignoredConcerns: ignoredConcerns(turns, words, until),
  };
  const leadSoFar = new Set<string>();
  const firstRep = turns.findIndex((t) => t.speaker === "agent");
  turns.forEach((turn, i) => {
    const previous = turns[i - 1];
    if (turn.speaker === "customer") for (const w of words[i]!) leadSoFar.add(w);
    if (i > until || i === firstRep || turn.speaker !== "agent" || previous?.speaker !== "customer") return;
    const question = evidenceIn(turn, isDiscoveryQuestion);
    if (!question) return;
    result.questionTurns += 1;
    const builds =
      sharedWords(words[i]!, words[i - 1]!).length > 0 || has(FOLLOW_UP, withoutHesitations(question.text));
    if (builds) {
      result.followUps.push(question);
      return;
    }
    const firstQuestion = result.questionTurns === 1;
    const leadHadSomethingToSay = previous.words >= SUBSTANTIVE_WORDS && words[i - 1]!.size >= 2;
    const onLeadsTopics = sharedWords(contentWords(question.text), leadSoFar).length > 0;
    const responded = has(ACKNOWLEDGEMENT, withoutHesitations(turn.text)) || bridgesFromLead(previous, turn);
    if (!firstQuestion && leadHadSomethingToSay && !onLeadsTopics && !responded) result.checklist.push(question);
  });
  return result;
}
