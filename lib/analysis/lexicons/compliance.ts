/**
 * @file What a rep may not say on a cold call, in ordinary words (the grading guide's first rule). Each
 * pattern is matched per sentence of the rep; a promise the rep says they CANNOT make is honesty, not a
 * breach (see signals/compliance.ts for how negation is read).
 */
import { DAYS, LARGER_NUMBER_WORDS, MONTHS, NUMBER_WORDS, SEASONS } from "./conversation";
import { lexicon } from "./lexicon";

/** Words that say an outcome is certain. */
const SURE = "for sure|a hundred percent|one hundred percent|100 percent|100%|definitely|absolutely|certainly";

/** A price said aloud: "$510k", "five forty", "four-ninety", "six hundred thousand dollars". */
const SPOKEN_NUMBER = `(?:${NUMBER_WORDS}|${LARGER_NUMBER_WORDS}|grand)(?:-\\w+)?`;
const PRICE = `(?:\\$?\\d[\\d,.]*k?|${SPOKEN_NUMBER})(?: (?:\\$?\\d[\\d,.]*k?|${SPOKEN_NUMBER}|dollars|and))*`;

const WHO_PROMISES =
  "(?:you're|you are|you'll be|you will be|you'd be|you're gonna be|everybody's|everyone's|everybody is|everyone is|everybody gets|everyone gets|you'll get|you will get|you get)";

/** Outcomes nobody can promise: approval, a rate before underwriting, a sale price, future prices or returns. */
export const REGULATED_PROMISES = lexicon("regulated promises", [
  {
    pattern: `${WHO_PROMISES} (?:\\w+ )?(?:approved|accepted|qualified|covered no matter)`,
    reason:
      "Approval is the insurer's or lender's decision after underwriting; a rep who says the lead is approved promises what they cannot.",
  },
  {
    pattern: "approv\\w* no matter",
    reason: "Approval regardless of health or credit is a promise no licensed rep can make.",
  },
  {
    pattern: "(?:nobody|no one|nobody ever|no one ever) (?:gets )?(?:turned down|denied|declined)",
    reason: "Claiming nobody is declined is a promise of approval in other words.",
  },
  {
    pattern:
      "(?<!(?:compan(?:y|ies)|carriers?|insurers?|contracts?|polic(?:y|ies)|riders?|annuit(?:y|ies)) )(?<!\\b(?:our|their|its) (?:[\\w-]+ ){0,2})guarantee[ds]?(?! issue| renewable| acceptance| universal| insurability| level| rate| minimum)",
    reason:
      "A guarantee of an outcome (price, approval, return, sale); product names with the word (guaranteed issue…), a contract's own guaranteed rate or minimum, what the carrier's contract guarantees, and a company's named guarantee program (\"our … guarantee\") describe the product and are left out.",
  },
  {
    pattern: "(?:can't|cannot|can not|won't|will not|couldn't) (?:possibly )?(?:lose|go wrong|miss)",
    reason: '"You can\'t lose" promises a price or a return; the negation is the promise itself.',
  },
  {
    pattern: "(?:only|always|just) (?:ever )?(?:go|goes|going|gone|went) (?:up|one way)",
    reason: "Future prices or values said as certain: nobody can promise where a market goes.",
  },
  {
    pattern: "never (?:go|goes|going) (?:up|down)",
    reason: "A rate or value that 'never changes' is a promise before underwriting or of the market.",
  },
  {
    pattern: `(?:${SURE}) (?:\\w+ ){0,3}(?:approved|sell|sells|sold|save|saves|pays? (?:off|out|for itself)|go up|be worth|qualify)`,
    reason: "Certainty about an outcome (approval, a sale, savings, a value) that depends on others.",
  },
  {
    pattern: `(?:will|it'll|it will|we'll|we will|i'll|i will|i'm going to|i'm gonna) (?:\\w+ )?(?:sell|get you) (?:it )?(?:(?:for|at|over|above) (?:\\$|\\d|asking|top dollar|full|at least)|(?:[\\w-]+ ){0,2}more than)|(?:could|can|will|i'll|we'll) (?:easily )?get you (?:${PRICE}|top dollar|full asking|asking)(?: for (?:it|that|(?:the|that|this|your) \\w+))?,? (?:${SURE}|guaranteed|no doubt|no question|no problem|easy|easily|i promise|minimum|at (?:the )?(?:very )?least)|(?:i'll|we'll|i will|we will|i can|we can) (?:have|get) (?:it|that|(?:the|that|this|your) \\w+) (?:sold|gone|under contract) (?:in|within)\\b`,
    reason:
      'A sale price (or more than the lead would get) promised before the market has spoken, or named as certain ("we can get you five ten, no doubt", "…, I promise") or as a floor ("…, minimum"), or a sale promised by a date; getting them a proposal "no problem" names no price.',
  },
  {
    pattern: "(?:at|for) [\\w$,.-]+ and (?:you'll|you will) get (?:it|that|every)",
    reason: "A listing price named with the promise that it will be met.",
  },
  { pattern: "risk[- ]free", reason: "No investment, policy or sale is free of risk." },
  {
    pattern: "(?:pays?|pay) for itself (?:guaranteed|for sure|every time)",
    reason: "A certain return on the product.",
  },
]);

/**
 * A price or rate said to be locked: a promise where someone else sets it (an insurer after underwriting, a
 * lender, the market), so read on insurance and real-estate calls; a software vendor setting its own
 * renewal price makes an offer, not a regulated promise.
 */
export const UNDERWRITTEN_PRICE_PROMISES = lexicon("underwritten price promises", [
  {
    pattern: "(?:it's|that's|it is|that is|is|are|rate's|price's) (?:\\w+ )?locked(?: in)?",
    reason: "A rate or price locked before any application or underwriting is a promise the rep cannot keep.",
  },
  {
    pattern: "lock(?:ed)? (?:you |it |that )?in at",
    reason: "Locking a quoted price before underwriting promises the rate.",
  },
]);

/**
 * What makes an outcome conditional in the rep's own sentence: a rate "locked" for a term that "depends on" the purchase date,
 * a price "subject to underwriting". A conditional statement describes how the product works; a promise has none.
 */
export const CONDITIONS = lexicon("conditions on an outcome", [
  {
    pattern: "(?:depends|depending|dependent|depend) on",
    reason: "Naming what an outcome depends on makes it conditional, the opposite of a promise.",
  },
  {
    pattern: "subject to (?:\\w+ )?(?:underwriting|approval|the application|credit|appraisal|inspection)",
    reason: "Subject to underwriting or approval is the honest qualification the guide asks for.",
  },
  {
    pattern: "if (?:you|they|the (?:carrier|insurer|lender|underwriter)s?) (?:qualify|approve|approves|accept|accepts)",
    reason: "An outcome said to follow only if the lead qualifies is not promised.",
  },
  {
    pattern:
      "(?:comes?|coming) from (?:the |that |your )?(?:insurance )?(?:company|insurer|carrier)|backed by (?:the |that |your )?(?:insurance )?(?:company|insurer|carrier)|only as (?:good|strong|safe|solid) as",
    reason:
      "A guarantee said to rest on the insurer that backs it names its limit: the product described, not an outcome promised.",
  },
]);

/** Steering a home buyer by who lives in an area (US fair-housing law): protected classes, or code for them. */
export const STEERING = lexicon("steering", [
  {
    pattern: "(?:kind|sort|type|class) of (?:people|neighbou?rs|families|folks|crowd|element|residents|buyers)",
    reason: "Characterising who lives in an area is steering, whatever the tone.",
  },
  {
    pattern: "(?:families|people|folks|buyers|neighbou?rs) (?:like|similar to) (?:yours|you|your family|you guys|us)",
    reason: "Matching a buyer to an area by who the neighbours are is steering.",
  },
  {
    pattern: "your (?:kind|sort|type) of (?:people|neighbou?rs|neighbou?rhood|area|community|families)",
    reason: "Calling residents the buyer's own 'kind' is steering by protected class.",
  },
  { pattern: "section (?:8|eight)", reason: "Pointing at subsidised tenants is code for who lives in an area." },
  {
    pattern: "(?:good|nice|right|better|quality|decent) (?:families|people|folks|neighbou?rs|crowd|element)",
    reason: "Rating an area by the 'quality' of its residents is steering.",
  },
  {
    pattern: "(?:fit in|blend in|feel more at home|be more comfortable) (?:\\w+ ){0,2}(?:there|over there|better|more)",
    reason: "Telling a buyer where they would fit in is steering by who lives there.",
  },
  { pattern: "demographics?", reason: "The demographics of an area are not the agent's to sell on." },
  {
    pattern:
      "(?:immigrants?|minorities|minority|hispanics?|latinos?|latinas?|blacks|black families|white families|asians?|muslims?|jewish|jews|christians?|catholics?|mormons?|foreigners|ethnic)",
    reason: "Race, religion or national origin have no place in describing a neighbourhood.",
  },
  {
    pattern: "(?:not|isn't|is not|wasn't|aren't) (?:as |very |really |that |the most )?safe",
    reason: '"Safe" about an area, without data, is the guide\'s named code for who lives there.',
  },
  {
    pattern:
      "(?:safe|safer|safest) (?:area|neighbou?rhood|part of town|community|side of town|place for (?:your|the) (?:kids|family|children))",
    reason: '"Safe" about an area, without data, is the guide\'s named code for who lives there.',
  },
  {
    pattern:
      "(?:no|not (?:many|a lot of)|fewer|too many|lots of|full of) (?:kids|children|young families|families with kids)",
    reason: "Steering by familial status (families with children are a protected class).",
  },
  { pattern: "(?:stay|steer|keep) (?:you )?(?:away|clear) from", reason: "Steering a buyer away from an area." },
]);

/** Made-up urgency or scarcity, and scare claims about the lead's current plan. */
export const FALSE_URGENCY = lexicon("false urgency", [
  {
    pattern:
      "only (?:(?:got|have|has|had) )?(?:a )?(?:few|handful|couple|\\d+|one|two|three|four|five) (?:\\w+ ){0,2}(?:spots?|slots?|openings?|spaces?|places?|units?|left|remaining)|(?:a few|a couple|a handful|\\d+|one|two|three|four|five) (?:of (?:those|these|the) )?(?:[\\w-]+ ){0,2}(?:spots?|slots?|openings?|seats?) (?:left|remaining)",
    reason:
      'Scarcity the rep cannot show is pressure, not information: "only" a few of anything, or spots and slots counted as "left" with or without an "only".',
  },
  {
    pattern:
      "(?<!(?:have|has|had) been |(?:was|were) )(?:going|selling|filling(?: up)?|disappearing) (?:really |pretty |very )?fast",
    reason:
      '"Going fast" is urgency the lead cannot check; what has been selling fast ("homes have been going fast") reports the market and is left out.',
  },
  { pattern: "(?:won't|will not|doesn't|does not) last", reason: "An offer that 'won't last' is made-up urgency." },
  {
    pattern: "(?:today|tonight|this week|this weekend) only",
    reason: "A one-day offer pushes a decision before the lead can think.",
  },
  { pattern: "last chance", reason: "A last chance on a cold call is made-up urgency." },
  {
    pattern: "before (?:it's|they're|it is|they are|the \\w+ (?:is|are)) (?:gone|too late|taken)",
    reason: "Urgency the rep invents to stop the lead checking.",
  },
  {
    pattern:
      "(?:offer|price|pricing|rate|deal|discount|promo\\w*|special) (?:\\w+ ){0,3}(?:ends|expires|goes away|disappears|runs out|locks)",
    reason: "A deadline on a price the rep sets is pressure.",
  },
  {
    pattern:
      "(?:going to|gonna|will) be (?:non-?compliant|out of compliance|illegal|fined)|(?:non-?compliant|out of compliance) (?:next|by|in|unless)",
    reason: "Telling the lead they break a rule unless they buy is a scare claim.",
  },
  {
    pattern:
      "(?:need|have|got) to (?:decide|sign|commit|act|lock (?:it|this) in|move) (?:\\w+ )?(?:today|tonight|now|right now|this week|by (?:tomorrow|friday|end of day))",
    reason: "Demanding a decision on the call is pressure.",
  },
  {
    pattern:
      "(?:plans?|polic(?:y|ies)|coverage|program|product) (?:are|is) (?:\\w+ )?(?:going away|ending|being (?:cancelled|canceled|discontinued)|disappearing)",
    reason: "A scare claim about the lead's current plan the rep cannot know.",
  },
  {
    pattern: `(?:prices?|rates?|premiums?) (?:\\w+ )?(?:go|goes|going|will go|are going|is going) up (?:[\\w%-]+ ){0,4}(?:on|after|tomorrow|next|at midnight|${DAYS}|${MONTHS})\\b|(?:by|come|next|this) (?:${SEASONS}|${MONTHS}|year|the new year),? (?:\\w+ ){0,2}(?:prices?|rates?|values?) (?:are|is|will|will be|are going to|is going to) (?:go(?:ing)? (?:up|down)|drop(?:ping)?|fall(?:ing)?|ris(?:e|ing)|climb(?:ing)?|crash(?:ing)?)`,
    reason:
      'A price move timed to pressure the decision: a rise on a named day or month, or a market forecast for a season said as fact ("by summer values are falling").',
  },
  {
    pattern: "(?:don't|do not|won't|wouldn't|can't|cannot) (?:want to |afford to )?miss (?:out|this|it)",
    reason: "Fear of missing out is the oldest pressure line.",
  },
  {
    pattern:
      "(?:should|need to|have to|must|gotta|got to) (?:really )?(?:just )?(?:sign|decide|commit|list|buy|act|switch|enrol+) (?:\\w+ ){0,3}(?:today|now|right now|tonight)",
    reason: "Telling the lead to decide on the call is pressure.",
  },
  {
    pattern: "(?:stuck|locked out|miss out|penali[sz]ed) (?:\\w+ ){0,3}(?:if you (?:don't|wait)|unless)",
    reason: "A threat of loss for not acting now.",
  },
]);

/** What a cold caller may not ask for: numbers that open accounts or steal identities. */
export const SENSITIVE_DATA = lexicon("sensitive data", [
  {
    pattern:
      "social security(?: number)?|\\bssn\\b|social number|last (?:four|4)(?: digits)? of (?:your|the|his|her) social",
    reason: "No cold call ever needs the lead's social security number; asking for it is how identities are stolen.",
  },
  {
    pattern:
      "(?:card|account|routing|medicare|member|policy|bank|credit card|debit card) (?:id )?(?:number|numbers|#|digits)",
    reason: "Card, bank, Medicare or policy numbers on a cold call.",
  },
  {
    pattern: "(?:read|give|tell) me (?:the |your )?(?:number|numbers|digits|card)",
    reason: "Asking the lead to read out a number from a card.",
  },
  { pattern: "(?:bank|banking|card) (?:details|info|information)", reason: "Payment details on a cold call." },
]);

/** The rep introducing themself as someone's: "this is Sam with", "I'm calling from", "it's, uh, Jo from". */
const WHO_CALLS =
  "(?:(?:this is|i'm|i am|it's|my name is|we're|we are)[ ,]+(?:(?:uh|um|er)[ ,]+)?(?:[\\w'-]+,? ){0,2}(?:calling )?|calling |i'm calling |reaching out )(?:from|with|at|on behalf of)";
/** Public bodies a sales rep never speaks for. */
const PUBLIC_BODY =
  "(?:county|city|state(?! farm)|federal|government|municipal|town|dmv|motor vehicles?|social security|medicare|irs|treasury)";
/** What such a body's part is called. */
const OFFICE = "(?:office|department|records|registry|bureau|agency|division|administration|clerk|assessor)";

/** Lying about who is calling: claiming to be, or to speak for, an official body or a company the rep is not. */
export const MISREPRESENTATION = lexicon("misrepresentation", [
  {
    pattern:
      "(?:calling|this is \\w+|i'm \\w+|with|from) (?:from |with |on behalf of )?(?:the )?(?:medicare|social security|irs|government|state|federal|county|city) (?:office|department|team|program|administration|helpline|benefits)",
    reason: "Posing as a government office to be trusted.",
  },
  {
    pattern:
      "(?:benefits|senior|medicare|health) (?:helpline|hotline|help line|department|office|administration|center|centre)",
    reason: "A name made to sound official.",
  },
  {
    pattern:
      "(?:calling|this is \\w+|i'm \\w+) (?:from|with) (?:the )?(?:microsoft|apple|google|amazon|the bank|your (?:[\\w-]+ ){0,2}(?:bank|carrier|insurer|insurance company|provider|utility|lender))(?! partner)",
    reason:
      'Posing as a company the rep does not work for, or as the lead\'s own provider ("your bank", "your auto carrier") without naming who is calling.',
  },
  {
    pattern: "(?:official|authori[sz]ed) (?:program|notice|helpline|partner of|government)",
    reason: "Claiming official standing to be trusted.",
  },
  {
    pattern: `${WHO_CALLS} (?:the |your )?${PUBLIC_BODY}(?: [\\w-]+){0,2} ${OFFICE}`,
    reason:
      "Introducing oneself from a public body's office (a county's records office, a state's licensing bureau), with words between: a sales rep works for a company, never for a public body.",
  },
  {
    pattern: `(?:calling|reaching out) (?:about|regarding|with) (?:a |an |your )?(?:(?:final|second|last) notice|violation|warrant|citation|suspension|penalty)`,
    reason: "A call framed as an official notice or penalty claims an authority a sales rep does not have.",
  },
]);

/**
 * Deception by pretext: a cold caller inventing a reason the lead owes them attention or data: their own
 * support desk, an open ticket, a problem on their account, a superior who sent them. (A web form the lead
 * filled in is the ordinary, honest reason for a follow-up, and words cannot tell a true one from an invented
 * one, so "you requested this" is not listed.)
 */
export const PRETEXT = lexicon("pretext", [
  {
    pattern:
      "(?:from|with|on behalf of) your (?:own )?(?:it|tech|technical|help ?desk|support|security|billing|accounts?|hr|payroll|benefits|claims)(?: [\\w-]+)? (?:desk|team|department|office)",
    reason:
      "A vendor introducing itself as the lead's own internal team (their IT desk, their billing office) to be let in.",
  },
  {
    pattern:
      "(?:following up|calling|reaching out|checking in|follow up) (?:on|about|regarding) (?:your |the |a |an )?(?:open |recent |existing )?(?:support |service |help ?desk |it |security )?(?:ticket|case number|incident)",
    reason: "A support ticket or incident the cold caller could not have: a made-up prior relationship.",
  },
  {
    pattern:
      "(?:problem|issue|(?:suspicious|unusual) (?:[\\w-]+ )?activity|a flag|(?:security|fraud) alert) (?:with|on) your (?:[\\w-]+'s )?(?:account|card|login|payment|tenant)",
    reason: "A problem on the lead's account is the classic pretext for asking for their details.",
  },
  {
    pattern:
      "your (?:account|policy|card|license|licence|registration|login) (?:has been|was|is|got) (?:flagged|suspended|compromised|locked|deactivated|frozen)",
    reason: "An account said to be flagged or locked scares the lead into trusting the caller.",
  },
  {
    pattern:
      "(?:your|the) (?:ceo|boss|manager|director|owner|it director|it department) (?:asked|told|wanted) (?:me|us) to (?:call|reach|contact|follow)",
    reason: "An authority inside the lead's company invoked to get past them.",
  },
]);

/** Running down a competitor with claims the rep cannot back. */
export const DISPARAGEMENT = lexicon("disparagement", [
  {
    pattern:
      "(?:crooks|scammers|a scam|a joke|clowns|incompetent|clueless|(?:a )?dinosaurs?|a disaster|garbage|amateurs|overpriced|clunky)",
    reason: "Insults about a competitor or the lead's current provider.",
  },
  {
    pattern:
      "(?:going|about to go) (?:under|bankrupt|out of business)|(?:about to|going to|gonna) (?:get |be )?downgraded|(?:get|getting|be|being|about to|when they|they'll) (?:[\\w-]+ (?:and )?)?(?:shut down|shutting down)",
    reason: "A claim about a competitor's solvency or rating the rep cannot back.",
  },
  {
    pattern:
      "(?:don't|doesn't|never|won't) (?:actually )?pay (?:out )?(?:claims|anything|a dime)|(?:deny|denies|denying|denied|turning down) (?:\\w+ ){0,5}claims?\\b",
    reason:
      "A claim that a carrier does not pay, or denies, claims (however the claims are qualified: every, most, basically all).",
  },
  {
    pattern: "rip(?:ping|ped)? (?:you |people |customers |them )?off|rip-?off",
    reason: "Calling a competitor a rip-off.",
  },
  {
    pattern:
      "(?:lawsuits?|sued|class action|data breach|(?:had|suffered|got) a (?:\\w+ )?breach|breached|hacked|(?:getting |got |been |was |were )?fined|under investigation|in (?:\\w+ ){0,2}(?:hot water|trouble with))",
    reason: "Allegations about a competitor the rep cannot back on a cold call.",
  },
]);

/** Saying honestly what cannot be promised: good practice the guide asks for. */
export const HONEST_LIMITS = lexicon("honest limits", [
  {
    pattern:
      "(?:can't|cannot|can not|won't|couldn't|wouldn't|nobody can|no one can|nobody could|no one could|not going to|not gonna) (?:\\w+ ){0,2}(?:guarantee|promise|predict|tell you (?:for sure|exactly|what)|quote (?:you )?(?:a|an exact|the)|lock)",
    reason: "Naming what nobody can promise is honest practice.",
  },
  {
    pattern:
      "(?:depends|depend|up to|until|after) (?:on )?(?:the )?(?:underwriting|underwriter|underwriters|carrier|lender|appraisal|the market|your health|the application)",
    reason: "Saying who decides (underwriting, the market) is honest about the limits.",
  },
  {
    pattern:
      "(?:won't|will not|don't|do not) know (?:\\w+ ){0,2}until|i'd be lying|(?:be|being) (?:straight|honest|upfront) with you",
    reason: "Honesty about what is not known yet.",
  },
  {
    pattern:
      "(?:isn't|is not|not) (?:a |the )?(?:right )?fit|(?:not|isn't) (?:the best|right) for (?:you|everyone)|(?:doesn't|does not|won't) (?:do|handle|support)",
    reason: "Saying where the product falls short is honest.",
  },
]);

/**
 * Denying that the call sells anything: a lie about why the rep is calling, unless it describes a later meeting
 * the rep has just proposed ("a working session with the engineer, not a sales call").
 */
export const SALES_CALL_DENIAL = lexicon("sales call denial", [
  {
    pattern:
      "(?:not|isn't|is not|this isn't) (?:really |actually )?a sales call|(?:nothing|not) (?:trying )?to (?:buy|sell)",
    reason: "Denying that a sales call is one lies about why the rep is calling.",
  },
]);

/**
 * Sending the lead for a card or a wallet: on this call it is how card numbers are taken, for a meeting the rep
 * has just set it is preparation ("have your insurance card handy on Thursday").
 */
export const CARD_FETCH = lexicon("card fetch", [
  { pattern: "(?:card|cards|wallet|checkbook) handy", reason: "Asking the lead to fetch a card on a cold call." },
]);
