import type { TranscriptEntry } from "../../../domain/analysis";

const rep = (timestamp: number, text: string): TranscriptEntry => ({ speaker: "agent", text, timestamp });
const lead = (timestamp: number, text: string): TranscriptEntry => ({ speaker: "customer", text, timestamp });

/** Alternating lines, rep first, ten seconds apart: for tests about what was said, not when. */
export const dialogue = (...lines: string[]): TranscriptEntry[] =>
  lines.map((text, i) => ({ speaker: i % 2 === 0 ? "agent" : "customer", text, timestamp: i * 10 }));

/** Small call whose metrics are computed by hand in metrics.test.ts. */
export const HAND_COUNTED_CALL: TranscriptEntry[] = [
  rep(0, "Hi Dana, this is Sam from Harbor Realty. Did I catch you at a bad time?"),
  lead(6, "Sure, go ahead."),
  rep(
    10,
    "Great. Um, the reason I'm calling is, like, we just sold a home on your street. What are your plans for the house this year? Are you thinking of selling?",
  ),
  lead(30, "Not really, and your fees are too high."),
  rep(
    36,
    "That's fair, I hear you. Basically, our fees pay for themselves through a higher sale price. How did you choose your last agent, you know?",
  ),
  lead(50, "Mm-hm."),
  rep(52, "So, uh, would Thursday at 4pm work for a quick chat?"),
  lead(58, "Sure, Thursday works."),
];

export const STRONG_CALL: TranscriptEntry[] = [
  rep(0, "Hi, is this Mark?"),
  lead(2, "Yes, speaking. Who's calling?"),
  rep(
    5,
    "Hi Mark, this is Sarah Chen from Bright Homes Realty. I know I'm calling out of the blue, do you have a minute?",
  ),
  lead(12, "I guess so, I'm just making lunch, so make it quick. What's this about?"),
  rep(
    17,
    "The reason I'm calling is that we just helped your neighbours on Maple Street sell above asking. How are you thinking about your own home this year?",
  ),
  lead(
    27,
    "Well, we've talked about moving closer to our daughter in Portland, maybe next year. But honestly, your commissions are too high, we'd probably try to sell it ourselves.",
  ),
  rep(
    38,
    "That's fair, I hear that a lot. Can you walk me through what a good outcome would look like for you after fees?",
  ),
  lead(
    45,
    "I'd want to walk away with at least what the Johnsons got, and I don't want to wait six months for an offer. How does your pricing work, anyway?",
  ),
  rep(
    56,
    "That makes sense. We price from recent comparable sales, and last quarter our sellers netted about three percent more than the area average. What timeline are you working with?",
  ),
  lead(
    67,
    "Maybe spring. We'd need time to find a place near her first. That's interesting though, tell me more about the three percent.",
  ),
  rep(
    77,
    "Great question. It comes from pricing right and staging, so homes sell in weeks, not months. What would make a move next spring feel easy for you?",
  ),
  lead(
    87,
    "Honestly, knowing the number. If I knew what we could get, we could plan properly and stop guessing about it.",
  ),
  rep(
    96,
    "Then the simplest next step is a twenty-minute walkthrough where I bring the numbers for your street. Would Tuesday at 4pm or Thursday at 10am work better?",
  ),
  lead(106, "Thursday at 10 works for me. My wife will be home too, which helps. Sounds good."),
  rep(113, "Perfect, I'll send a calendar invite for Thursday at 10am. Thanks, Mark, I really appreciate your time."),
  lead(120, "Thanks Sarah, see you then. Bye now."),
];

export const WEAK_CALL: TranscriptEntry[] = [
  rep(
    0,
    "Hey, um, so, like, I'm with Bright Homes and we basically sell houses, you know, and we're actually the best in town, literally, and I mean we have like, the best marketing and um, we sell houses really fast and uh, we have a lot of happy clients and basically you should list with us because, um, we're kind of the best and stuff, and uh, our team is like, super experienced and we basically do everything for you, you know, the photos and the signs and, um, all of it, literally everything.",
  ),
  lead(25, "Mm-hm."),
  rep(
    26,
    "And, um, honestly, we basically handle everything, like, the pricing, the photos, the open houses, the negotiation, all of it, and uh, our clients literally love us, you know, so yeah.",
  ),
  lead(36, "Yeah."),
  rep(
    37,
    "So you should really just sign with us today because, um, the market is kind of hot right now and, like, you don't want to miss out on it, basically, and we can list it super fast.",
  ),
  lead(62, "I'm not interested."),
  rep(
    64,
    "Okay but we have great marketing and like, you should really think about listing because we sell fast and, um, we're basically the best, you know.",
  ),
  lead(70, "I already have an agent. Just send me an email."),
  rep(73, "Okay."),
  lead(74, "Stop calling me."),
];
