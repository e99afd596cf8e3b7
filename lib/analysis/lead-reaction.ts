import { has, phraseRegex } from "./phrases";
import { memo, normalise } from "./text";

/**
 * What one lead turn says about the lead's state, read from the lead's own words. The lexicons name
 * ways people talk on the phone in general; none is taken from a particular call.
 */
export interface LeadReaction {
  /** Abuse, or a demand to stop calling. */
  hostile: boolean;
  /** Irritation aimed at the rep: not being listened to, being pushed, ending the call on them. */
  annoyed: boolean;
  /** A clear no to the offer or the call. */
  refusal: boolean;
  /** A soft exit: send me something, later, I have to go. */
  brushOff: boolean;
  /** Agreeing only to make the call stop. */
  duress: boolean;
  /** Friendliness toward the rep. */
  warmth: boolean;
  /** Curiosity about the offer, or wanting to go further. */
  interest: boolean;
  /** A worry, a pain or bad news: something a listening rep acknowledges. */
  concern: boolean;
}

const HOSTILE = phraseRegex([
  "f+u+c+k\\w*",
  "f\\*+\\w*",
  "shit\\w*",
  "bullshit",
  "(?:god)?damn(?:it)?",
  "the hell",
  "crap",
  "bastard",
  "asshole",
  "piss(?:ed)? off",
  "screw you",
  "idiot",
  "moron",
  "stupid",
  "stop (?:calling|ringing|phoning|bothering)",
  "quit (?:calling|bothering)",
  "(?:take|remove|put|scratch) (?:me|my number|this number) (?:off|on|from) (?:your|the|this|that) (?:\\w+ )*?list",
  "(?:don't|do not|never) (?:ever )?(?:call|ring|phone|contact) (?:me|us|here|this number|my number)(?: again| anymore| ever)?",
  "(?:don't|do not) (?:ever )?(?:call|ring|phone|contact) again",
  "leave me alone",
  "go away",
  "get lost",
  "lose my number",
  "harass\\w*",
  "how dare",
  "shut up",
  "get off (?:my|the) (?:phone|line)",
  "(?:i'll|i will|gonna|going to) report (?:you|this)",
]);

const ANNOYED = phraseRegex([
  "(?:you're|you are) not (?:even )?(?:listening|hearing)",
  "(?:you|you've) (?:haven't|didn't|don't|never) (?:even )?(?:listen|listened|hear|heard|ask|asked)",
  "(?:are you|were you) (?:even )?listening",
  "(?<!like |as )(?:i|i've) (?:just |already )?said(?=[.,!]| (?:no|not|i'm|i am|i'd|we're|we are|i don't|we don't|it's|this|twice|three|already|before))",
  "(?<!like |as )(?:i|i've) (?:just |already )?told you(?! about| how| what| when| where| that story)",
  "how many times",
  "what part of",
  "are you (?:serious|kidding|joking)",
  "(?:i|we) (?:don't|do not) appreciate",
  "(?:reading|read|reciting) (?:from |off |off of )?(?:a|the|your|some) (?:script|list|checklist|card)",
  "(?:sound|sounds|sounding) (?:like )?(?:a |you're reading a )?(?:script|robot|recording)",
  "(?:you're|you are|this is|that's|that is|stop) (?:being )?(?:so |really |very )?(?:pushy|rude|pressuring|pushing)",
  "(?:this|that) is (?:ridiculous|unbelievable|unacceptable|absurd)",
  "(?:i'm|i am|we're|we are) done(?: here| talking)?",
  "(?:i'm|i am) (?:going to|gonna) (?:go|hang up|end this)",
  "(?:i'm|i am) hanging up",
  "hanging up (?:now|on you)",
  "waste of (?:my |our )?time",
  "wasting (?:my|our) time",
  "(?:you're|you are|this is|that's) (?:so |really )?(?:annoying|irritating|frustrating)",
  "give it a rest",
  "why (?:would|do|should) you need (?:that|my|to know)",
  "none of your business",
  "not (?:giving|going to give) (?:you )?(?:that|my)",
  "absolutely not",
  "(?:can't|can) (?:you|this|it) wait",
  "(?:i've|i have|i) already (?:asked|said|told)",
  "i (?:asked|told) you (?:not )?to",
]);

const REFUSAL = phraseRegex([
  "not (?:really |even |at all )?interested",
  "no interest",
  "no,? thanks",
  "no,? thank you",
  "not for (?:me|us)",
  "(?:don't|do not) (?:really )?(?:need|want) (?:it|that|this|any|anything|your|to (?:change|switch|move|sell))",
  "(?:really )?(?:don't|do not) need (?:it|that|this|them)",
  "no need",
  "(?:we're|we are|i'm|i am) (?:all )?(?:good|set|fine|covered|sorted)(?: for now| thanks| thank you)?(?=[.,!]|$)",
  "(?:we're|we are|i'm|i am) not (?:selling|looking|buying|moving|switching|changing|going anywhere|in the market|a fit|the right)",
  "not (?:going|gonna|planning) (?:to )?(?:sell|switch|move|change|buy)",
  "not changing",
  "(?:happy|satisfied|content) with (?:my|our|what|the one|who|it|them|him|her|ours|where)",
  "i'll pass",
  "(?:i'm|i am|we're|we are) going to pass",
  "not a (?:good )?fit",
  "(?:doesn't|does not|wouldn't|won't) (?:make sense|work) for (?:us|me)",
  "^no(?:[.!]|,? (?:thanks|thank you|i'm not|we're not|i don't|we don't|not|sorry))",
  "nope",
  "i don't think so",
  "(?:no|not)(?: a)? chance",
  "we've decided",
  "going to stay (?:with|put)",
  "staying (?:put|with)",
]);

const BRUSH_OFF = phraseRegex([
  "send (?:me |us )?(?:an? )?(?:email|info|information|something|details|brochure|link|literature|materials|quote)",
  "(?:just )?email me",
  "put it in (?:an|a) (?:email|letter)",
  "(?:i|i've) (?:have|got|need) to (?:go|run|get going|hop off)",
  "(?:i|we) need to go",
  "(?:call|try) (?:me |us )?(?:back )?(?:later|another time|some other time|next (?:week|month|year|quarter))",
  "(?:maybe|perhaps) (?:later|next (?:week|month|year|quarter|time)|some other time|another time|down the road)",
  "not (?:right )?now",
  "(?<!not |not that |not too |how |so |very )busy",
  "(?:bad|not a good|busy) time",
  "(?:don't|do not) have (?:the )?time",
  "(?:i'm|i am) (?:driving|in a meeting|at work|busy|with a (?:client|patient|customer)|on the (?:road|highway|freeway|motorway)|behind the wheel)",
  "in the middle of",
]);

const DURESS = phraseRegex([
  "whatever",
  "fine,? fine",
  "(?:if|so) (?:it|that) (?:gets|will get|means) (?:me|you) (?:off|to stop|out)",
  "(?:to|just to) get (?:you|rid of you|off the phone)",
  "off the phone",
  "off my back",
  "just to (?:end|stop) (?:this|the call)",
  "(?:if|as long as) (?:it|that) (?:means|makes) you (?:stop|go away|leave)",
  "(?:happy|satisfied) now",
  "i don't care",
  "do what(?:ever)? you want",
  "if you (?:must|insist)",
  "you(?:'re| are) not (?:going to|gonna) (?:let|take no)",
]);

const WARMTH = phraseRegex([
  "(?<!no,? )thanks",
  "(?<!no,? )thank you",
  "appreciate",
  "(?:that's|that is|you're|how) (?:very |really |so )?(?:kind|nice|sweet|thoughtful|helpful)",
  "nice of you",
  "(?:good|great|fair) (?:point|question|idea)",
  "(?<!not |not that |not so )interesting",
  "helpful",
  "makes sense",
  "fair enough",
  "good to know",
  "(?:i'd|i would|we'd|she'd|he'd|they'd) love",
  "sounds (?:good|great|nice|fine|lovely|perfect)",
  "(?:that's|that is) (?:great|wonderful|lovely|good to hear)",
  "wonderful",
  "lovely",
  "glad",
  "ha(?:ha)?",
  "(?:you too|same to you)",
  "(?:have|enjoy) (?:a|your) (?:good|great|nice|lovely)",
  "congratulations",
]);

const INTEREST = phraseRegex([
  "how much",
  "what (?:do|does|would|will) (?:it|that|this|you|they) (?:cost|charge|run)",
  "what (?:are|is) (?:your|the) (?:fees?|rates?|prices?|terms|options|cost)",
  "how (?:does|would|do|will|did) (?:it|that|this|you|your \\w+|the \\w+|they) (?:work|go|do it|handle)",
  "how long (?:does|would|will|did)",
  "tell me more",
  "(?:i'm|i am|i'd be|i would be|we're|we are|we'd be|actually|definitely|very|quite|somewhat|kind of) interested",
  "(?:i'd|i would|i'm|i am|we're|we'd|we would) (?:be )?open to",
  "(?:that|this|it) (?:could|might|would|may) (?:actually )?(?:work|help|be useful|be worth)",
  "(?:could|might|may) (?:actually )?work",
  "what would (?:that|it|this|you) (?:look like|need|involve)",
  "what (?:do|would) you need from (?:me|us)",
  "what(?:'s| are| is) (?:the )?next steps?",
  "how soon",
  "when (?:can|could) (?:you|we)",
  "(?:can|could) you (?:come|show|walk|send me the|look|take a look)",
  "(?:i'd|i would|we'd|we would) (?:love|like) to (?:see|hear|know|try|look)",
  "let's do it",
  "sign me up",
  "book it",
  "i'm curious",
  "(?:need|want) to get (?:this|that|it) right",
  "how do (?:we|i) get started",
  "do you have (?:any )?availability",
  "what times?",
  "(?:worth|happy to) (?:a )?(?:look|try|shot)",
]);

const CONCERN = phraseRegex([
  "worr(?:y|ied|ies|ying)",
  "frustrat\\w*",
  "struggl\\w*",
  "(?:hard|difficult|tough|rough|stressful|scary) (?:time|year|month|week|for|on|to)",
  "stress\\w*",
  "problems?",
  "issues?",
  "(?:a|such a|total|complete) mess",
  "chaos",
  "headaches?",
  "nightmare",
  "hate[ds]?",
  "annoy\\w*",
  "scared",
  "afraid",
  "concern(?:ed|s)?",
  "pain(?:ful)?",
  "sick",
  "passed (?:away)?",
  "divorce",
  "(?:lost|losing) (?:my|our|a|the)",
  "expensive",
  "too much",
  "can't afford",
  "fell",
  "health",
  "tired of",
  "fed up",
  "(?:went|gone|going) up",
  "disappoint\\w*",
  "never (?:called|heard|got|picked)",
  "disasters?",
  "fall(?:s|ing)? apart",
  "killing (?:me|us)",
  "broken",
  "breaks",
  "eats (?:up )?(?:most|all|half|hours)",
  "overwhelm\\w*",
  "drowning",
  "(?:can't|cannot) keep up",
  "embarrass\\w*",
  "behind",
  "waste",
]);

export const readLeadTurn = memo((raw: string): Readonly<LeadReaction> => {
  const text = normalise(raw);
  const hostile = has(HOSTILE, text);
  const refusal = has(REFUSAL, text);
  return {
    hostile,
    annoyed: has(ANNOYED, text),
    refusal,
    brushOff: has(BRUSH_OFF, text),
    duress: has(DURESS, text),
    warmth: !hostile && has(WARMTH, text),
    interest: !hostile && has(INTEREST, text),
    concern: has(CONCERN, text),
  };
});

/** The lead saying something again because it was not heard the first time. */
const REPEATING = phraseRegex([
  "(?:like|as) i (?:just |already )?(?:said|told you|mentioned)",
  "(?:i've|i have) (?:already )?(?:said|told you)",
  "i (?:just|already) (?:told you|said)",
  "(?:i|i've) (?:said|told you) (?:this |that |it )?(?:\\w+ )?(?:times|already|before)",
  "how many times",
  "again,? (?:it's|the thing is|my)",
]);

export const repeatsItself = memo((raw: string): boolean => {
  return has(REPEATING, normalise(raw));
});
