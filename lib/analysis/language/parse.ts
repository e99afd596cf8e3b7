/**
 * @file The one door to the NLP library (wink-nlp with its light English model: tokens, stop words,
 * negation, sentence boundaries, sentence sentiment, and date/time/ordinal entities). Part-of-speech tagging
 * is left out: it costs a third of the parse and nothing read here needs it. It runs in workerd with
 * no download; README ("Call analysis") says why it was chosen over compromise. The model is built on the
 * first analysis, not at start-up, and every line is parsed once per call.
 */
import winkNLP, { type WinkMethods } from "wink-nlp";
import model from "wink-eng-lite-web-model";
import { forgetMatches } from "../lexicons/lexicon";

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
/** A month's name or its abbreviation, whole ("march", "mar."), not a word that starts like one ("maybe", "decided"). */
const MONTH =
  /^(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?$/i;

/**
 * An ordinal is a date when it is written as one ("the 14th", "14th", "the fourteenth", "May first"); a bare "first"
 * or "second" orders things ("we'd ask him first"), it names no day.
 */
function ordinalIsADate(values: readonly string[], text: string, firstToken: number): boolean {
  if (/\d/.test(text)) return true;
  let before = firstToken - 1;
  while (before >= 0 && values[before]!.trim() === "") before -= 1;
  const previous = before >= 0 ? values[before]!.toLowerCase() : "";
  return previous === "the" || MONTH.test(previous);
}
/** The words a question about something opens with. */
const WH = new Set(["what", "how", "why", "when", "where", "who", "which"]);
/** Openers of an unpunctuated question in speech-to-text ("do you have a minute", "what does that cost"). */
const QUESTION_WORDS = new Set([
  ...WH,
  "do",
  "does",
  "did",
  "is",
  "are",
  "was",
  "were",
  "can",
  "could",
  "would",
  "will",
  "should",
  "have",
  "has",
  "may",
  "shall",
]);

const AUXILIARY = new Set([
  "do",
  "does",
  "did",
  "is",
  "are",
  "was",
  "were",
  "can",
  "could",
  "would",
  "will",
  "should",
  "have",
  "has",
]);
const SUBJECT = new Set(["you", "it", "we", "they", "there", "that", "this", "he", "she", "your"]);
const DISCOURSE = new Set(["and", "so", "okay", "ok", "well", "now", "um", "uh", "but", "also", "then", "alright"]);

function isQuestion(text: string, tokens: readonly string[], from: number, to: number): boolean {
  const trimmed = text.trim();
  if (/\?["'”’)\]]*$/.test(trimmed)) return true;
  // A question-word, then a verb before its subject ("where did you find my name."): a question whatever mark
  // speech-to-text put after it.
  const [wh, verb, subject] = tokens.slice(from, Math.min(to, from + 3));
  if (WH.has(wh!) && AUXILIARY.has(verb!) && SUBJECT.has(subject!)) return true;
  if (/[.!]["'”’)\]]*$/.test(trimmed)) return false;
  // No closing mark at all (speech-to-text): a clause that opens the way questions open.
  const first = tokens[from];
  if (first !== undefined && to - from >= 3 && QUESTION_WORDS.has(first)) return true;
  // Or, after a fronted topic or a filler ("the van, is it…", "okay and, do you…"), a clause opening with a
  // verb before its subject: the inverted order of a yes/no question.
  for (let i = from + 1; i < to - 2; i += 1) {
    const opensClause = tokens[i - 1] === "," || (i === from + 1 && DISCOURSE.has(tokens[from]!));
    if (opensClause && AUXILIARY.has(tokens[i]!) && SUBJECT.has(tokens[i + 1]!)) return true;
  }
  return false;
}

/** Lines are parsed as one document, kept apart by a blank line (a sentence never crosses one). */
const LINE_BREAK = "\n\n";

/**
 * Parses every line of a call in one pass of the library (a quarter cheaper than a document per line), then
 * hands each line its own tokens, entities and sentences; a sentence's text is sliced from the line itself,
 * so quotes stay verbatim. Lines already parsed in this analysis are not parsed again.
 */
export function parseLines(texts: readonly string[]): ParsedLine[] {
  const fresh = [...new Set(texts.filter((t) => !cache.has(t)))];
  if (fresh.length > 0) parseFresh(fresh);
  return texts.map((t) => cache.get(t)!);
}

function parseFresh(lines: readonly string[]): void {
  const w = language();
  const its = w.its;
  // A line's own blank lines would split it in two: within the parse they are plain spaces.
  const flat = lines.map((line) => line.replace(/\n\s*\n/g, (gap) => " ".repeat(gap.length)));
  const joined = flat.join(LINE_BREAK);
  const doc = w.readDoc(joined);
  const tokens = doc.tokens();
  const values = tokens.out(its.value) as string[];
  const spaces = tokens.out(its.precedingSpaces) as string[];
  const normals = tokens.out(its.normal) as string[];
  const negations = tokens.out(its.negationFlag) as unknown as boolean[];
  const stops = tokens.out(its.stopWordFlag) as unknown as boolean[];
  const types = tokens.out(its.type) as string[];

  // Where each token starts and ends in `joined`, and which line it belongs to.
  const lineStarts: number[] = [];
  let offset = 0;
  for (const line of flat) {
    lineStarts.push(offset);
    offset += line.length + LINE_BREAK.length;
  }
  const starts: number[] = [];
  const ends: number[] = [];
  /** Each line's tokens; the blank lines between them are tokens of their own and belong to none. */
  const tokensOf: number[][] = lines.map(() => []);
  const lineOf: number[] = [];
  let pos = 0;
  let line = 0;
  for (let i = 0; i < values.length; i += 1) {
    pos += spaces[i]!.length;
    starts.push(pos);
    pos += values[i]!.length;
    ends.push(pos);
    while (line + 1 < lineStarts.length && starts[i]! >= lineStarts[line + 1]!) line += 1;
    const separator = values[i]!.trim() === "";
    lineOf.push(separator ? -1 : line);
    if (!separator) tokensOf[line]!.push(i);
  }
  // Entities and sentences are read as whole columns (their token spans), not item by item: a fifth of the parse.
  const when = new Array<boolean>(values.length).fill(false);
  const entities = doc.entities();
  const entityTypes = entities.out(its.type) as string[];
  const entitySpans = entities.out(its.span) as unknown as Array<[number, number]>;
  const entityTexts = entities.out(its.value) as string[];
  entityTypes.forEach((type, e) => {
    if (!WHEN_ENTITIES.has(type)) return;
    const [first, last] = entitySpans[e]!;
    if (type === "ORDINAL" && !ordinalIsADate(values, entityTexts[e]!, first)) return;
    for (let i = first; i <= last; i += 1) when[i] = true;
  });
  const sentencesOf: ParsedSentence[][] = lines.map(() => []);
  const sentences = doc.sentences();
  const sentenceSpans = sentences.out(its.span) as unknown as Array<[number, number]>;
  const sentiments = sentences.out(its.sentiment) as unknown as number[];
  sentenceSpans.forEach(([spanFirst, spanLast], k) => {
    let first = spanFirst;
    let last = spanLast;
    while (first <= last && lineOf[first] === -1) first += 1;
    while (last >= first && lineOf[last] === -1) last -= 1;
    if (first > last) return;
    const l = lineOf[first]!;
    const base = tokensOf[l]![0]!;
    const text = lines[l]!.slice(starts[first]! - lineStarts[l]!, ends[last]! - lineStarts[l]!);
    sentencesOf[l]!.push({
      text,
      sentiment: sentiments[k]!,
      question: isQuestion(text, normals, first, last + 1),
      from: first - base,
      to: last + 1 - base,
    });
  });
  lines.forEach((text, l) => {
    const pick = <T>(xs: readonly T[]) => tokensOf[l]!.map((i) => xs[i]!);
    const wordLike = pick(types).map((t) => t === "word" || t === "number");
    cache.set(text, {
      text,
      tokens: pick(normals),
      wordLike,
      negated: pick(negations),
      stop: pick(stops),
      when: pick(when),
      sentences: sentencesOf[l]!,
      words: wordLike.filter(Boolean).length,
    });
  });
}

export function parseLine(text: string): ParsedLine {
  return parseLines([text])[0]!;
}

/** Nothing parsed outlives one call's analysis. */
export function forgetParses(): void {
  cache.clear();
  forgetMatches();
}
