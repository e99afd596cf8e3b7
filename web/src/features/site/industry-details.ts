import type { TrainingVertical } from "@domain/enums";

/** One marketing theme's scenario card; its title is the theme of industries.ts at the same position. */
export interface ScenarioTheme {
  description: string;
  examples: string[];
}

export interface CallLine {
  speaker: "lead" | "rep";
  text: string;
}

export interface LiveCallSample {
  leadName: string;
  leadProfile: string;
  elapsed: string;
  lines: CallLine[];
}

export interface IndustryDetails {
  headline: string;
  intro: string;
  scenarios: [ScenarioTheme, ScenarioTheme, ScenarioTheme];
  liveCall: LiveCallSample;
  closingHeadline: string;
}

/** The industry pages' own copy (and the /demo picker's intros). */
export const INDUSTRY_DETAILS: Record<TrainingVertical, IndustryDetails> = {
  real_estate: {
    headline: "Win More Listings with AI Cold-Call Practice",
    intro:
      "Rehearse prospecting calls with AI homeowners who push back like real sellers, then get a scored breakdown of every call before you dial the next lead.",
    scenarios: [
      {
        description: "Reach sellers who tried alone or whose listing just expired, and earn the appointment.",
        examples: ["Owner sure they can sell without an agent", "Seller burned by their last listing agent"],
      },
      {
        description: "Call the neighbours of a fresh sale and turn market news into a conversation.",
        examples: ["Just-sold announcements", "Homeowners curious about their home's value"],
      },
      {
        description: "Answer the pushback that ends most calls: fees, timing and trust.",
        examples: ["“Your commission is too high”", "“Call me back in the spring”"],
      },
    ],
    liveCall: {
      leadName: "Linda Carter",
      leadProfile: "FSBO seller · Austin, TX",
      elapsed: "2:47",
      lines: [
        { speaker: "lead", text: "I don't see why I'd pay six percent when I can sell it myself." },
        { speaker: "rep", text: "That's fair. What's been the hardest part of selling on your own so far?" },
        { speaker: "lead", text: "Honestly? The showings. Nobody serious has come by." },
      ],
    },
    closingHeadline: "Ready to Book More Listing Appointments?",
  },
  insurance: {
    headline: "Sell More Policies with AI Cold-Call Practice",
    intro:
      "Practise outreach with AI prospects who question premiums, coverage and timing, and learn exactly where each call was won or lost.",
    scenarios: [
      {
        description: "Open sensitive conversations about family protection with empathy and clarity.",
        examples: ["Young parents without life cover", "Prospect who thinks work cover is enough"],
      },
      {
        description: "Turn a price-shopping call into a conversation about the right coverage.",
        examples: ["Driver comparing quotes online", "New homeowner bundling policies"],
      },
      {
        description: "Keep clients through renewals and rebuild trust after a difficult claim.",
        examples: ["Client upset about a premium increase", "Policyholder after a denied claim"],
      },
    ],
    liveCall: {
      leadName: "Marcus Reed",
      leadProfile: "Renewal client · Columbus, OH",
      elapsed: "3:12",
      lines: [
        { speaker: "lead", text: "My premium went up again. Why shouldn't I just switch?" },
        { speaker: "rep", text: "I'd be frustrated too. Can I walk you through what changed and what it covers?" },
        { speaker: "lead", text: "Okay, but keep it quick. I've got another quote open." },
      ],
    },
    closingHeadline: "Ready to Close More Policies?",
  },
  saas: {
    headline: "Book More Demos with AI Cold-Call Practice",
    intro:
      "Rehearse B2B outreach with AI buyers who guard their calendars and budgets, and sharpen every step from opener to next meeting.",
    scenarios: [
      {
        description: "Earn fifteen minutes from a busy buyer who never asked for your call.",
        examples: ["Operations lead with no time", "Manager happy with spreadsheets"],
      },
      {
        description: "Navigate gatekeepers, procurement and committees without losing momentum.",
        examples: ["IT director worried about security", "VP asking for ROI proof"],
      },
      {
        description: "Save at-risk accounts by uncovering what changed and what would make it right.",
        examples: ["Customer evaluating a cheaper rival", "Champion who just left the account"],
      },
    ],
    liveCall: {
      leadName: "Priya Shah",
      leadProfile: "VP Operations · Series B SaaS",
      elapsed: "1:58",
      lines: [
        { speaker: "lead", text: "We already have a tool for this. Why would I switch?" },
        { speaker: "rep", text: "Totally fair. What would you change about it if you could?" },
        { speaker: "lead", text: "Reporting takes my team hours every week." },
      ],
    },
    closingHeadline: "Ready to Fill Your Pipeline?",
  },
};
