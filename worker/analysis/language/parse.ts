/**
 * @file The one door to the NLP library (wink-nlp with its light English model: tokens, stop words,
 * negation, sentence boundaries, sentence sentiment, and date/time/ordinal entities). Part-of-speech tagging
 * is left out: it costs a third of the parse and nothing read here needs it. It runs in workerd with
 * no download; README ("Call analysis") says why it was chosen over compromise. The model is built on the
 * first analysis, not at start-up, and every line is parsed once per call.
 */
import winkNLP, { type ItemEntity, type ItemSentence, type ItemToken, type WinkMethods } from "wink-nlp";
import model from "wink-eng-lite-web-model";

export interface ParsedSentence {
  /** A verbatim slice of the line. */
  text: string;
  /** The model's sentiment, −1 … +1. */
  sentiment: number;
  question: boolean;
  /** Index of the sentence's first token in the line's tokens, and one past its last. */
  from: number;
  to: number;
}

export interface ParsedLine {
  text: string;
  /** Lower-cased tokens, contractions expanded ("can't" → "can", "not"). */
  tokens: string[];
  /** Token is a word or a number (not punctuation, an emoji, a symbol). */
  wordLike: boolean[];
  /** Token inside the scope of a negation ("I can't [guarantee a price]"). */
  negated: boolean[];
  /** Token is a stop word (of, the, you…): not content the rep can take up. */
  stop: boolean[];
  /** Token is part of a DATE, TIME or ORDINAL entity ("Thursday", "3pm", "the 14th"). */
  when: boolean[];
  sentences: ParsedSentence[];
  words: number;
}

let nlp: WinkMethods | undefined;
const cache = new Map<string, ParsedLine>();

/** The model, built once per isolate (about 150 ms) the first time a call is analysed. */
function language(): WinkMethods {
  nlp ??= winkNLP(model, ["sbd", "negation", "sentiment", "ner"]);
  return nlp;
}

const WHEN_ENTITIES = new Set(["DATE", "TIME", "ORDINAL"]);
/** Openers of an unpunctuated question in speech-to-text ("do you have a minute", "what does that cost"). */
const QUESTION_WORDS = new Set(["what", "how", "why", "when", "where", "who", "which", "do", "does", "did", "is", "are", "was", "were", "can", "could", "would", "will", "should", "have", "has", "may", "shall"]);

function isQuestion(text: string, tokens: readonly string[], from: number, to: number): boolean {
  const trimmed = text.trim();
  if (/\?["'”’)\]]*$/.test(trimmed)) return true;
  if (/[.!]["'”’)\]]*$/.test(trimmed)) return false;
  // No closing mark at all (speech-to-text): a clause that opens the way questions open.
  const first = tokens[from];
  return first !== undefined && to - from >= 3 && QUESTION_WORDS.has(first);
}

export function parseLine(text: string): ParsedLine {
  const hit = cache.get(text);
  if (hit) return hit;
  const w = language();
  const its = w.its;
  const doc = w.readDoc(text);
  const tokens = doc.tokens().out(its.normal) as string[];
  const negated = doc.tokens().out(its.negationFlag) as unknown as boolean[];
  const stop = doc.tokens().out(its.stopWordFlag) as unknown as boolean[];
  const types = doc.tokens().out(its.type) as string[];
  const when = new Array<boolean>(tokens.length).fill(false);
  doc.entities().each((entity: ItemEntity) => {
    if (!WHEN_ENTITIES.has(entity.out(its.type) as string)) return;
    entity.tokens().each((token: ItemToken) => {
      when[token.index()] = true;
    });
  });
  const sentences: ParsedSentence[] = [];
  doc.sentences().each((sentence: ItemSentence) => {
    const words = sentence.tokens();
    const from = words.itemAt(0)?.index() ?? 0;
    const to = from + words.length();
    const slice = sentence.out();
    sentences.push({ text: slice, sentiment: sentence.out(its.sentiment) as number, question: isQuestion(slice, tokens, from, to), from, to });
  });
  const wordLike = types.map((t) => t === "word" || t === "number");
  const parsed: ParsedLine = { text, tokens, wordLike, negated, stop, when, sentences, words: wordLike.filter(Boolean).length };
  cache.set(text, parsed);
  return parsed;
}

/** Nothing parsed outlives one call's analysis. */
export function forgetParses(): void {
  cache.clear();
}
