import { memo, normalise, words } from "./text";

/**
 * Words that carry no topic: function words, conversational glue, and verbs every call uses. What is left
 * ("mortgage", "drivers", "renewal") is what a lead talks about, and what a rep who listened talks back about.
 */
const STOP_WORDS = new Set(
  `a about above after again against all almost also although always am an and another any anyone anything are
  around as ask asked asking at away back be because been before being below best better between big bit both
  but by call called calling calls can can't cannot come comes coming could couldn't day days did didn't do does
  doesn't doing don't done down each either else even ever every everything exactly few find fine first for from
  get gets getting give go goes going gone good got great guess had hadn't has hasn't have haven't having he he's
  hear heard hello help her here hers herself hey hi him himself his honestly how i i'd i'll i'm i've if in into
  is isn't it it's its itself just keep kind know knows last let let's like little look looking lot lots make
  makes many may maybe me mean might mind mine minute minutes more most much must my myself need needs never new
  next nice no nor not nothing now of off oh ok okay on once one only or other our ours ourselves out over own
  people pretty probably put quick quite rather really regarding right said same say saying says see seem seems she she's
  should shouldn't so some someone something sometimes soon sorry sort start still such sure take talk talking
  tell than thank thanks that that's the their theirs them themselves then there there's these they they'd
  they'll they're they've thing things think this those though through time times to today too totally try trying
  um uh under until up upon us use used very want wanted wants was wasn't way we we'd we'll we're we've well
  went were weren't what what's whatever when where whether which while who who's whole whom why will with
  within without won't work works would wouldn't yeah yes yet you you'd you'll you're you've your yours yourself
  yourselves yep actually basically literally absolutely definitely great perfect wonderful awesome alright
  anyway anyhow bye goodbye morning afternoon evening week month year years months weeks`.split(/\s+/),
);

/** Crude suffix stripping: enough for "showings"/"showing", "drivers"/"driver", "worried"/"worry". */
export function stem(word: string): string {
  let w = word.replace(/['’]s$/, "");
  if (w.length > 5 && w.endsWith("ies")) return `${w.slice(0, -3)}y`;
  if (w.length > 5 && w.endsWith("ing")) w = w.slice(0, -3);
  else if (w.length > 4 && w.endsWith("ied")) return `${w.slice(0, -3)}y`;
  else if (w.length > 4 && w.endsWith("ed")) w = w.slice(0, -2);
  else if (w.length > 4 && w.endsWith("es") && !w.endsWith("ses")) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith("s") && !w.endsWith("ss")) w = w.slice(0, -1);
  return w.length > 3 && w.endsWith("e") ? w.slice(0, -1) : w;
}

/** A word that can carry a topic (or a name): no function word, filler or conversational glue. */
export const isTopicWord = (word: string): boolean => word.length >= 3 && !STOP_WORDS.has(word);

/** The topic words of a text, stemmed. Numbers count: "six showings", "forty trucks" are what was said. */
export const contentWords = memo((text: string): ReadonlySet<string> => {
  const out = new Set<string>();
  for (const word of words(normalise(text))) if (isTopicWord(word)) out.add(stem(word));
  return out;
});

export function sharedWords(a: ReadonlySet<string>, b: ReadonlySet<string>): string[] {
  const shared: string[] = [];
  for (const word of a) if (b.has(word)) shared.push(word);
  return shared;
}
