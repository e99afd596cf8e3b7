import type { TrainingVertical } from "@domain/enums";

const INDUSTRY_PATHS: Record<TrainingVertical, string> = {
  real_estate: "/real-estate",
  insurance: "/insurance",
  saas: "/saas",
};

/** URLs of the public site; components take them from here instead of spelling strings. */
export const paths = {
  home: "/",
  industry: (vertical: TrainingVertical) => INDUSTRY_PATHS[vertical],
  demo: "/demo",
  demoFlow: (vertical: TrainingVertical) => `/demo/${vertical}`,
  waitingList: "/waiting-list",
  terms: "/terms",
  privacy: "/privacy",
} as const;
