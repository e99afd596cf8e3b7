/**
 * @file How people on the phone say where they stand: asking to be left alone, saying no, giving in to
 * end the call, being short of time, feeling unheard. The lead's mood beyond these words is read from the
 * model's sentence sentiment and from behaviour (answers shrinking, questions stopping, a hurried goodbye).
 */
import { lexicon } from "./lexicon";

export const STOP_CONTACT = lexicon("stop contact", [
  {
    pattern: "(?:stop|quit) (?:calling|ringing|phoning|bothering|contacting)",
    reason: "A demand to end contact: the call should end there.",
  },
  {
    pattern:
      "(?:take|remove|put|scratch|get) (?:me|my number|us|this number) (?:off|on|from) (?:your|the|this|that|a|any) (?:\\w+ )?(?:list|calling list|database)",
    reason: "A do-not-call request, which the law makes binding.",
  },
  { pattern: "do not call", reason: "A do-not-call request." },
  {
    pattern:
      "(?:don't|do not|never) (?:you )?(?:ever )?(?:call|contact|ring|phone) (?:me|us|here|this (?:number|line)|again|(?:this|my|our) (?:\\w+ )?(?:number|line|phone|mobile|cell|office|house|home|shop|store|business|practice|desk) (?:again|anymore|ever again))",
    reason: 'A demand never to be called again, at home, at work or on any line, "don\'t you ever…" included.',
  },
  { pattern: "lose my number", reason: "A demand never to be called again." },
  { pattern: "leave (?:me|us) alone", reason: "A demand to end contact." },
  {
    pattern: "(?:i'm|i am|i'll be|gonna|going to) hang(?:ing)? up|hanging up (?:now|on you)",
    reason: "The lead ends the call on the rep.",
  },
  { pattern: "(?:report|reporting) (?:you|this|your)", reason: "The lead threatens a complaint." },
]);

/** Curses and insults: abuse when aimed at the rep or the call (see ABUSE). */
const SWEARING =
  "f+u+c+k\\w*|shit\\w*|bullshit|damn(?:it)?|the hell|crap|bastard|asshole|piss(?:ed)? off|idiot|moron|jerk";

export const ABUSE = lexicon("abuse", [
  {
    pattern: `(?:you|your|you're|you people|this|that's|that is)\\b[^.!?]{0,60}?\\b(?:${SWEARING})|(?:${SWEARING})\\b[^.!?]{0,60}?\\b(?:you|your|you're|this)|^(?:\\w+ ){0,3}(?:${SWEARING})(?=[.!?]|$)|screw you`,
    reason:
      'Swearing or insults at the rep or the call ("your damn list", "what the hell is this", a curse on its own): a hostile lead. A curse about something else ("the damn printer jammed again") is how the lead talks, not hostility to the rep.',
  },
  {
    pattern: "how dare|(?<!(?:won't|wouldn't|can't|couldn't|never|doesn't|didn't) )shut up(?! about)|get lost|go away",
    reason:
      "Open hostility towards the rep. Someone who 'won't shut up about' a thing is a talker described, not the rep told off.",
  },
  {
    pattern:
      "(?:this is a|that's a|sounds like a|what a|you're a|is this a|this is|that's|it's a) (?:\\w+ )?(?:scam|phishing|con|fraud|rip-?off)(?! calls)",
    reason:
      "The lead names the call (or the rep's offer) a scam: trust is gone. Said of something else (\"my son says they're a rip-off\"), it is a worry to answer, not hostility.",
  },
  {
    pattern: "(?:you're|you are|you were) (?:lying|a liar)|you lied|pretending to be",
    reason: "The lead calls the rep a liar.",
  },
]);

export const REFUSAL = lexicon("refusal", [
  { pattern: "not (?:really |even |at all |actually )?interested", reason: "A plain no to the offer or the call." },
  {
    pattern: "(?:i'll|we'll|i'm gonna|i'm going to|we're going to) pass",
    reason: "A plain no to the offer or the call.",
  },
  { pattern: "no[,.!]? thank(?:s| you)|not for (?:me|us)", reason: "A plain no to the offer or the call." },
  {
    pattern: "(?:don't|do not|doesn't) (?:really )?(?:need|want) (?:it|that|this|any|anything|one|to|your)",
    reason: "The lead says they have no need.",
  },
  {
    pattern:
      "(?:we're|we are|i'm|i am) (?:all )?(?:good|set|fine|covered|sorted|happy|taken care of)(?: for now| with| thanks| thank you|[.,!]|$)",
    reason: "The lead is satisfied as things are.",
  },
  {
    pattern:
      "(?:(?:we're|we are|i'm|i am) not|(?:don't|do not) think (?:we're|we are|i'm|i am)) (?:selling|looking|buying|moving|switching|changing|ready|in the market|using|hiring|working with|listing with)",
    reason: "The lead has no plan to act on the offer.",
  },
  {
    pattern: "(?:happy|satisfied|content|fine) with (?:my|our|what|who|them|him|her|the)",
    reason: "The lead is loyal to what they have now.",
  },
  {
    pattern: "(?:stay|staying|stick|sticking|keep|keeping) (?:with|put)",
    reason: "The lead is staying with what they have.",
  },
  {
    pattern: "(?:doesn't|does not|won't|wouldn't|isn't|is not) (?:make sense|work|a fit|the right fit|for us)",
    reason: "The lead says the offer is not a fit.",
  },
  {
    pattern:
      "i don't think so|nope|no chance|no way|(?:don't|do not) bother|(?:i'd|i would) (?:really |much |just )?rather not(?! say| tell| share| give)",
    reason: "A plain no to the offer or the call.",
  },
]);

export const BUSY = lexicon("busy", [
  {
    pattern:
      "(?:i'm|i am|we're|we are) (?:\\w+ )?(?:busy|driving|slammed|swamped|in a meeting|at work|on the road|about to)|(?:walking|heading|stepping|running|going|on my way) (?:into|in to|to|off to) (?:a|my|our|the|an) (?:\\w+ )?(?:meeting|appointment|call|class|interview|review|session|presentation)",
    reason:
      "The lead is short of time (busy, driving, on the way into a meeting): a rep respects it or books a better time.",
  },
  { pattern: "(?:bad|not a good|busy|terrible) time", reason: "The lead is short of time right now." },
  {
    pattern: "(?:have|got|need) to (?:go|run|jump|hop off)|gotta (?:go|run)",
    reason: "The lead wants to leave the call.",
  },
  {
    pattern:
      "(?:make it|be|keep it) quick|(?:only|just) (?:have|got) (?:a |one )?(?:minute|second|sec|moment|few minutes)",
    reason: "The lead grants the rep very little time.",
  },
  { pattern: "(?:don't|do not) have (?:the )?time", reason: "The lead is short of time right now." },
]);

export const GIVING_IN = lexicon("giving in", [
  {
    pattern: "whatever(?=[.,!?]|$)|(?:fine|sure|okay|ok|yeah|yep|alright)[,.]? whatever",
    reason:
      '"Whatever." on its own, or after a yes ("fine whatever", speech-to-text drops the comma), agrees to end the call, not to the offer ("whatever you can find" is no shrug).',
  },
  { pattern: "whatever you say|if you insist|if you must|if it gets you", reason: "Agreement under duress." },
  {
    pattern: "fine,? fine|okay,? okay,? (?:fine|whatever)|alright,? alright",
    reason: "The lead sounds worn down into agreeing.",
  },
  {
    pattern: "(?:just )?to get (?:you|rid of you|off the phone)|off (?:the|my) (?:phone|back)",
    reason: "Agreeing to get off the phone.",
  },
  { pattern: "(?:are you )?happy now|(?:can|may) i go", reason: "Giving in to end the call." },
  {
    pattern: "(?:sure|fine|okay),? i guess|i guess so,? (?:fine|whatever)",
    reason: "A reluctant yes, not a willing one.",
  },
]);

export const UNHEARD = lexicon("unheard", [
  {
    pattern: "(?<!like |as )(?:i|i've) (?:just |already )?(?:said|told you)(?! about| how| what| when| where| to)",
    reason: "The lead repeats themselves: the rep did not listen.",
  },
  {
    pattern:
      "(?:are you|you're|you are|you aren't|you're not|were you) (?:even )?(?:listening|hearing)|(?:did|do) you (?:even )?(?:hear (?:me|what i)|listen)",
    reason: "The lead says they are not heard.",
  },
  {
    pattern: "please (?:don't|stop)|(?:i|we) (?:don't|do not) appreciate",
    reason: "The lead pushes back on the rep's conduct.",
  },
  {
    pattern:
      "(?<!(?:not|never|n't) (?:(?:being|been|one|of|the|a|an|those|these|like|so|too|that|at all) ){0,4})(?<!\\b(?!(?:you|this|that|it|people|guys|folks|which)\\b)[a-z]+ (?:is|are|was|were) (?:so |just |really |absolutely |totally )?)(?:pushy|rude|aggressive|ridiculous|unbelievable|waste of (?:my |our )?time|wasting (?:my|our) time)",
    reason:
      'The lead names the rep\'s conduct (not when thanking them for NOT being so, with a few words between: "never once rude"; not when it is said of something else: "the letters I get are unbelievable").',
  },
  {
    pattern: "(?:not|n't) (?:comfortable|sure about this|sure i trust|trust)",
    reason: "The lead says they do not trust the rep or the offer.",
  },
  {
    pattern: "how many times|what part of|sigh|ugh|geez|jeez|oh my god",
    reason: "Exasperation at not being heard, said or written into the transcript as a sound.",
  },
]);

/** The lead cannot follow what the rep says: jargon, acronyms, too much at once. */
export const LOST = lexicon("lost", [
  {
    pattern:
      "you lost me|lost me (?:at|there|with)|(?:not|n't) (?:\\w+ )?(?:sure|follow(?:ing)?|understand(?:ing)?) what (?:you|that|any of)|what (?:does|do|did) (?:that|all that|any of that|those) (?:even )?mean|(?:don't|do not|didn't|did not) (?:follow|understand (?:a word|any of|half|what))|plain english|english,? please|over my head|slow down",
    reason: "The lead says they cannot follow: the rep is talking past them.",
  },
]);

/** The lead turning a proposal into something written: the classic way to end a call without saying no. */
export const BRUSH_OFF = lexicon("brush-off", [
  {
    pattern:
      "(?:just|can you|could you|why don't you) (?:\\w+ )?(?:email|e-mail|send|mail|text) (?:me|it|us|something|over|the)",
    reason: "Asking for something in writing instead of the step proposed: a soft no.",
  },
  {
    pattern: "(?:just|only) the (?:email|info|information|listings|brochure|link)",
    reason: "The lead holds to the written option after a meeting was proposed.",
  },
]);

/** The lead appraising the call or the rep warmly: what makes a lead positive rather than merely polite. */
export const APPRAISAL = lexicon("appraisal", [
  {
    pattern:
      "(?:useful|helpful|interesting|informative|insightful|refreshing|good to know|makes sense|appreciate (?:you|your) \\w+|(?:really |very )?kind of you|glad (?:you|i)|(?:i'd|i would|she'd|he'd|we'd|they'd) love (?:that|it|to)|(?:that's|that is|sounds) (?:great|lovely|wonderful|perfect)|(?:that's|that is|you're|you are)\\W+(?:\\w+ )?(?:kind|thoughtful|decent|generous)|thank(?:s| you) for (?:actually |really )?(?:listening|understanding|being|making|explaining|the (?:tip|heads|advice|info)))",
    reason: "The lead says the call was worth something to them: warmth beyond politeness.",
  },
  {
    pattern: "(?:nice|sweet|good|lovely) of you|thank(?:s| you) for not [\\w']+",
    reason: "Thanking the rep for a kindness, or for what they did not do (push, pretend): warmth earned by the call.",
  },
  {
    pattern: "(?<!oh )(?:honey|sweetheart|sweetie|darling|hon|dear)(?=[.,!?]|$)",
    reason: "Calling the rep by an endearment: an affectionate lead, warm beyond politeness.",
  },
]);

/** How a lead closes warmly: thanks and good wishes. Politeness on its own; warmth when laughter, the rep's name or an appraisal come with it. */
export const WARM_CLOSE = lexicon("warm close", [
  { pattern: "thank(?:s| you)|(?:i |really )?appreciate", reason: "The lead thanks the rep as the call ends." },
  {
    pattern:
      "take care|have a (?:good|great|nice|lovely) (?:one|day|afternoon|evening|weekend)|talk (?:soon|then)|nice (?:talking|chatting|to (?:talk|chat|meet))|enjoy (?:your|the)",
    reason: 'Good wishes at the goodbye, beyond a bare "bye".',
  },
]);

/** Laughter written into the transcript: the lead enjoying the exchange. */
export const LAUGHTER = lexicon("laughter", [
  {
    pattern: "ha(?:ha)*|hah|heh|lol|\\[?laugh(?:s|ing)?\\]?|chuckles?",
    reason: "The lead laughs with the rep: rapport, whatever they decide.",
  },
]);

/** A lead holding back while going along: a yes with a reservation, or a shrug. */
export const RELUCTANT = lexicon("reluctant", [
  { pattern: "i suppose|i guess", reason: "A grudging yes: the lead goes along without wanting to." },
  { pattern: "if you say so", reason: "Deference, not agreement: the lead gives in to the rep's word." },
  {
    pattern: "(?:no|not making any|can't make any|not promising any) promises",
    reason: "The lead accepts a step while saying it commits them to nothing.",
  },
  { pattern: "hold your breath|we'll see", reason: "The lead expects nothing to come of the step." },
  { pattern: "i don't know|at least", reason: "Doubt, or making the best of a disappointment." },
]);

/** A lead who does not trust the caller: guarding their details, asking who is really calling. */
export const DISTRUST = lexicon("distrust", [
  {
    pattern: "over the phone",
    reason: 'The lead will not share or decide things with a caller they cannot check ("not over the phone").',
  },
  {
    pattern: "(?:never|not|won't|don't|wouldn't) (?:give|giving|hand) (?:that|it|my|this|out|you|those)",
    reason: "The lead guards a number or a detail the rep asked for.",
  },
  {
    pattern:
      "who (?:is this|are you (?:with|really))|how did you get (?:my|this) number|what(?:'s| is) (?:your|the) company",
    reason: "The lead checks who is really calling: trust is not there.",
  },
]);

/** What a lead exploring the offer asks about (the grading guide's "asks about price, timing, process"); read only in the lead's questions. */
export const EXPLORING = lexicon("exploring", [
  { pattern: "cost|price|pricing|how much", reason: "The lead asks what it would cost them: weighing it up." },
  {
    pattern: "how (?:does|do|would) (?:it|that|this|we|i|you)|what (?:happens|would|do i need|does it)",
    reason: "The lead asks how it would work for them: the process.",
  },
  {
    pattern: "how long|when (?:would|could|can|do)|next step",
    reason: "The lead asks about timing or what comes next.",
  },
]);
