/**
 * @file The closed word classes of a cold call's structure: calendar words (what makes a next step a date
 * in a diary), meeting words, how a caller introduces themselves and asks for time, open-question openers,
 * plain yes-words, and the words of a courteous close.
 */
import { lexicon } from "./lexicon";

export const DAYS = "monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|tues|wed|thu|thur|thurs|fri";
export const MONTHS = "january|february|march|april|may|june|july|august|september|october|november|december";
export const SEASONS = "spring|summer|fall|autumn|winter";
/** A day of the month in words: "the third", "the twenty-first" (a word merely ending in -st, "the list", is none). */
const ORDINAL_DAYS =
  "(?:(?:twenty|thirty)[- ])?(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth)|tenth|eleventh|twelfth|thirteenth|fourteenth|fifteenth|sixteenth|seventeenth|eighteenth|nineteenth|twentieth|thirtieth";
export const NUMBER_WORDS = "one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve";
/** The number words past the clock's twelve: with NUMBER_WORDS, any amount said aloud ("fifteen", "six hundred thousand"). */
export const LARGER_NUMBER_WORDS =
  "thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|million";

export const CALENDAR = lexicon("calendar", [
  { pattern: `(?<!every |each )(?:${DAYS})(?:'s|s)?`, reason: "A weekday fixes a next step in the diary." },
  { pattern: "tomorrow|tonight|this (?:morning|afternoon|evening)", reason: "A day fixed relative to today." },
  {
    pattern: `(?:${MONTHS}) \\d{1,2}(?:st|nd|rd|th)?|the \\d{1,2}(?:st|nd|rd|th)|(?:on|by|for|until|before|after) the (?:${ORDINAL_DAYS})(?! (?:time|step|thing|one|call|place|two|three|few))`,
    reason: 'A date: "the 14th", "on the nineteenth".',
  },
  {
    pattern:
      "\\d{1,2}(?::\\d{2})?\\s?(?:am|pm|a\\.m\\.|p\\.m\\.)|\\d{1,2}:\\d{2}|noon|o'clock|half past|quarter (?:past|to)",
    reason: "A clock time fixes the next step.",
  },
  {
    pattern: `(?<!one )(?:at|around|by|after) (?:${NUMBER_WORDS})(?: thirty| fifteen| forty-five)?(?=$|[.,;:!?]| (?:o'clock|on|or|and|then|that|this|is|works?|would|if|tomorrow|today|tonight|next|in the|pm|am|a\\.m|p\\.m)\\b)`,
    reason:
      'A clock time said in words, followed by a pause or a word of the sentence, not a noun: "at one office" and "one by one" name no time.',
  },
  {
    pattern: "(?:after|before|over) (?:lunch|work|school|dinner|breakfast)|(?:lunch|end of day) (?:on|tomorrow)",
    reason: "A time of day anchored to the lead's routine.",
  },
  { pattern: "same time (?:next|tomorrow|on)|this time (?:next|tomorrow)", reason: "A recurring slot the lead knows." },
]);

/** Too loose to fix a diary entry alone, but a proposal still. */
export const LOOSE_TIME = lexicon("loose time", [
  {
    pattern: `next (?:week|month|quarter|year)|(?:next|in|around|by|early|late|mid-?) (?:${MONTHS})(?! \\d)|later (?:this|next) (?:week|month)|(?:in|after) (?:a|two|few|couple of) (?:weeks?|months?|days?)|sometime|some time|down the road|after the holidays|in the (?:${SEASONS})`,
    reason: 'A follow-up with no day ("next week", "in September"): a weak next step.',
  },
]);

export const MEETING = lexicon("meeting", [
  {
    pattern:
      "meet(?:ing)?|appointment|demo|walk-?through|walk you through|consultation|valuation|assessment|review|zoom|teams call|video call|sit down|come (?:by|over|out)|stop by|swing by|drop by|visit|tour|showing|see the (?:house|home|place|property)|(?:working|planning|strategy|training|onboarding) session|on a call with",
    reason: "What a next step is: a meeting of some kind.",
  },
  {
    pattern:
      "(?:call|ring|phone) (?:you|back)|follow[- ]up|check in|touch base|reconnect|circle back|chat|conversation|call (?:on|at|next)",
    reason: "A call back is a next step too.",
  },
  {
    pattern: "(?:calendar|invite|pencil|book|schedule|set up|lock in|put (?:you|it|that) down)",
    reason: "Putting a next step in the diary.",
  },
]);

export const INTRODUCTION = lexicon("introduction", [
  {
    pattern:
      "this is \\w+|my name(?:'s| is)|(?:i'm|i am) \\w+ (?:with|from|at|calling)|\\w+ (?:with|from|here (?:with|from|at)) [\\w&'.-]+|calling (?:from|with|on behalf of)|i'm (?:a|an|the) (?:\\w+ )?(?:agent|broker|advisor|adviser|realtor|rep|representative|account|manager)",
    reason: "Who is calling and from where.",
  },
]);

export const PERMISSION = lexicon("permission", [
  {
    pattern:
      "(?:a |one |quick |couple of |few |two |30 |thirty |60 )?(?:minute|moment|second|sec|minutes)|(?:good|bad|okay|ok|right|better|convenient) time|(?:is|catch you at) (?:now|this)|(?:did i|have i) catch you|free to talk|(?:is|would) (?:it|that|now) (?:be )?(?:okay|alright|all right|ok)",
    reason: "A check that now is an acceptable time.",
  },
]);

export const REASON = lexicon("reason", [
  {
    pattern:
      "(?:the )?reason (?:i'm|i am|for my|i)|(?:i'm|i am|i was|we're) (?:calling|reaching out|ringing|following up)|calling (?:because|about|to|since|after|regarding)|(?:because|since) (?:you|your|i saw|we)|following up on|(?:saw|noticed|heard|read) (?:that |your |you )|(?:you|your) (?:requested|asked|filled|signed|downloaded|reached|listed|called|emailed|replied|sent)",
    reason: "Why this lead, now: a reason about the lead, not a script.",
  },
]);

/** How an open question begins: the lead answers in their own words, not yes or no. */
export const OPEN_QUESTION = lexicon("open question", [
  {
    pattern:
      "^(?:so |and |okay,? |ok,? |now,? |well,? )?(?:what|how|why|which|where|when|who)(?!'s your (?:budget|name))|tell me|walk me through|talk me through|help me understand|describe|what's|how's|what would|how would|how do you",
    reason: "Open questions let the lead talk.",
  },
]);

export const AFFIRMATIVE = lexicon("affirmative", [
  {
    pattern: `yes|yeah|yep|yup|sure|okay|ok|alright|all right|sounds good|sounds great|sounds fine|that works|works for (?:me|us)|(?:that|it|${DAYS}|${MONTHS})(?:'s| is| would be) fine|perfect|great|let's do it|let's do that|see you|i'll be there|we'll be there|put me down|book it|deal|absolutely|definitely|of course|why not|that'd be (?:good|great|helpful|fine)|i can do|we can do|happy to`,
    reason: 'Plain ways of saying yes ("Thursday\'s fine" too).',
  },
]);

export const ACKNOWLEDGE = lexicon("acknowledge", [
  {
    pattern:
      "(?:i )?underst(?:and|ood)|(?:that )?makes sense|fair enough|that's fair|i hear you|i get (?:it|that)|got it|totally|of course|i'm sorry|sorry to hear|that sounds (?:hard|rough|tough|frustrating|stressful)|i appreciate|thank you for|thanks for|good (?:point|question)|no problem|no worries|respect that",
    reason: "Taking in what the lead said before answering.",
  },
]);

export const COURTEOUS_CLOSE = lexicon("courteous close", [
  {
    pattern:
      "thank(?:s| you)|appreciate (?:your|the|you)|(?:have|enjoy) a (?:good|great|nice|lovely)|take care|all the best|best of luck|good luck|(?:won't|will not|i'll not) (?:bother|call|take)|let you go|door(?:'s| is)? open|if (?:anything|that|things) changes?|(?:reach out|call me|give me a call) (?:if|when|anytime|any time)|(?:keep|hold on to) my (?:number|details|card)",
    reason: "A graceful exit: thank them, leave the door open, stop.",
  },
]);

/** After "take me off your list" the right close is no open door but the request honoured. */
export const HONOURED_STOP = lexicon("honoured stop", [
  {
    pattern:
      "(?:take|taking|put|putting|mark|marking|add|adding) (?:you|your number|this number) (?:off|on|from|to|as)|(?:remove|removing) (?:you|your (?:number|name|details)|this number)|do[- ]not[- ]call|you (?:won't|will not|shouldn't|should not) (?:hear|get|be)|(?:won't|will not) (?:call|contact|bother) you|(?:no one|nobody) (?:[\\w-]+ ){0,3}(?:(?:will|is going to|is gonna) (?:call|contact|bother)|calls|contacts|bothers) (?:you|it|this number|that number)|(?:it's|that's) done|will do|sorry to (?:bother|disturb|trouble) you|sorry for (?:bothering|disturbing|troubling|interrupting) you|sorry for the (?:interruption|intrusion|bother|trouble)",
    reason: "The rep does what the lead asked: the graceful exit after a stop request.",
  },
]);

/** The rep saying the lead has no need of them: where a graceful no starts when the lead never said "no". */
export const NO_NEED_SEEN = lexicon("no need seen", [
  {
    pattern:
      "(?:sounds|seems|looks) like you(?:'re| are|'ve| have) (?:\\w+ ){0,2}(?:good shape|all set|well covered|covered|taken care of|good hands|sorted)|you (?:don't|do not) (?:really )?need (?:me|us)\\b",
    reason: "The rep recognises the lead is set: the honest end of a call with no need.",
  },
  {
    pattern:
      "(?:not going to|not gonna|won't|wouldn't|don't want to|not (?:calling|here) to|no point) (?:try (?:and|to) )?(?:(?:talk|move|switch|pull|pry|push|steer) you (?:out of|off|away from)|(?:pitch|pitching|push|pushing|sell|selling|chase|pressure) (?:you|anything)(?![^.?!]*\\bbut\\b))",
    reason: "The rep declines to argue the lead out of what works for them, or to pitch or press them at all.",
  },
]);
