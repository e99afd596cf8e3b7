import type { TrainingVertical } from "@domain/enums";
import { trainingLabel, VERTICAL_AUDIENCES } from "@domain/verticals";

export interface Industry {
  vertical: TrainingVertical;
  /** The header link text of spec §2. */
  trainingLabel: string;
  /** How the industry's sales people are named in running text. */
  audience: string;
  /** Marketing claims of spec §1. */
  stats: { users: string; successRate: string; scenarios: number };
  /** Marketing themes of spec §1; their scenario cards are in industry-details.ts. */
  themes: [string, string, string];
}

/** The vertical's names, from domain/verticals.ts. */
const named = (vertical: TrainingVertical) => ({
  vertical,
  trainingLabel: trainingLabel(vertical),
  audience: VERTICAL_AUDIENCES[vertical],
});

/**
 * What the home page and the /demo picker show of each industry. The industry pages' own copy (hero, scenario
 * cards, the sample call) is in industry-details.ts, so the home page does not download it.
 */
export const INDUSTRIES: Record<TrainingVertical, Industry> = {
  real_estate: {
    ...named("real_estate"),
    stats: { users: "2,400+", successRate: "87%", scenarios: 7 },
    themes: ["FSBO and Expired Listings", "Circle Prospecting", "Objection Handling"],
  },
  insurance: {
    ...named("insurance"),
    stats: { users: "1,200+", successRate: "82%", scenarios: 3 },
    themes: ["Health and Life", "Auto and Home", "Claims and Renewals"],
  },
  saas: {
    ...named("saas"),
    stats: { users: "800+", successRate: "79%", scenarios: 2 },
    themes: ["Product Demo Outreach", "Enterprise Sales", "Churn Reduction"],
  },
};

export const INDUSTRY_LIST: Industry[] = [INDUSTRIES.real_estate, INDUSTRIES.insurance, INDUSTRIES.saas];

/** Template scenarios across every vertical (the seeded demo scenarios). */
export const TEMPLATE_SCENARIO_COUNT = INDUSTRY_LIST.reduce((total, industry) => total + industry.stats.scenarios, 0);
