import { TRAINING_VERTICALS, type TrainingVertical } from "@domain/enums";
import { paths } from "@domain/app-paths";
import { SITE_NAME } from "@/config/site";
import { VERTICAL_AUDIENCES, VERTICAL_NAMES } from "@domain/verticals";

export interface PageMeta {
  path: string;
  title: string;
  description: string;
  keywords: string[];
  /** Pages that are not content (app screens, unknown paths) stay out of search results. */
  indexable: boolean;
  /** The demo is advertised with its price of spec §1 (0 USD). */
  offersFreeDemo?: boolean;
}

const CORE_KEYWORDS = ["cold call training", "AI sales training", "sales call practice", "AI role play"];

const INDUSTRY_META: Record<TrainingVertical, Omit<PageMeta, "path" | "indexable">> = {
  real_estate: {
    title: `Real Estate Cold Call Training with AI | ${SITE_NAME}`,
    description:
      "Practise FSBO, expired listing and circle prospecting calls with AI homeowners on a real phone line, and get scored on tone, pacing and objection handling.",
    keywords: [
      "real estate cold calling",
      "FSBO scripts",
      "expired listings",
      "circle prospecting",
      "realtor training",
    ],
  },
  insurance: {
    title: `Insurance Sales Call Training with AI | ${SITE_NAME}`,
    description:
      "Practise health, life, auto and home insurance calls and renewals with AI prospects on a real phone line, and get a scored analysis after every call.",
    keywords: ["insurance sales training", "insurance cold calling", "life insurance sales", "policy renewals"],
  },
  saas: {
    title: `SaaS & B2B Cold Call Training with AI | ${SITE_NAME}`,
    description:
      "Practise demo outreach, enterprise and churn-save calls with AI buyers on a real phone line, and get scored on every step from opener to next meeting.",
    keywords: ["SaaS sales training", "B2B cold calling", "SDR training", "enterprise sales", "churn reduction"],
  },
};

const HOME: PageMeta = {
  path: paths.home,
  title: `${SITE_NAME} | AI Cold Call Training on a Real Phone Line`,
  description:
    "Practise cold calls against lifelike AI leads on a real phone line and get a scored analysis of your tone, pacing and objection handling seconds after you hang up.",
  keywords: [...CORE_KEYWORDS, "real estate", "insurance", "SaaS"],
  indexable: true,
};

const DEMO: PageMeta = {
  path: paths.demo,
  title: `Free AI Cold Call Demo | ${SITE_NAME}`,
  description:
    "Try a free live practice call with an AI lead for real estate, insurance or SaaS sales: enter your email, call, and see your scored analysis in seconds.",
  keywords: [...CORE_KEYWORDS, "free demo", "sales call simulator"],
  indexable: true,
  offersFreeDemo: true,
};

const TERMS: PageMeta = {
  path: paths.terms,
  title: `Terms of Service | ${SITE_NAME}`,
  description:
    "The terms of the PracticeLine website, its free AI cold-call demo, the waiting list and early-access team accounts, in plain words.",
  keywords: ["terms of service", ...CORE_KEYWORDS],
  indexable: true,
};

const PRIVACY: PageMeta = {
  path: paths.privacy,
  title: `Privacy Policy | ${SITE_NAME}`,
  description:
    "What PracticeLine collects when you try the demo, join the waiting list or use a team account, who processes it and how long it is kept.",
  keywords: ["privacy policy", ...CORE_KEYWORDS],
  indexable: true,
};

/** The 404 page, whatever path it answers: prerendered once and served for every unknown path. */
export const NOT_FOUND_PAGE: PageMeta = {
  path: "/404",
  title: `Page Not Found | ${SITE_NAME}`,
  description:
    "This page does not exist. Go back to the PracticeLine home page or try a free AI cold-call practice demo.",
  keywords: CORE_KEYWORDS,
  indexable: false,
};

const FALLBACK: Omit<PageMeta, "path"> = {
  title: SITE_NAME,
  description: HOME.description,
  keywords: CORE_KEYWORDS,
  indexable: false,
};

/** Every page prerendered with its content: the public site of spec §1–2. */
export const PUBLIC_PAGES: PageMeta[] = [
  HOME,
  ...TRAINING_VERTICALS.map((vertical) => ({
    path: paths.industry(vertical),
    ...INDUSTRY_META[vertical],
    keywords: [...INDUSTRY_META[vertical].keywords, ...CORE_KEYWORDS],
    indexable: true,
  })),
  DEMO,
  ...TRAINING_VERTICALS.map((vertical) => ({
    path: paths.demoFlow(vertical),
    title: `Free ${VERTICAL_NAMES[vertical]} Cold Call Demo | ${SITE_NAME}`,
    description: `Start a free live ${VERTICAL_AUDIENCES[vertical]} practice call with an AI lead: choose a scenario, enter your email, dial the practice line and get your scored analysis.`,
    keywords: [...INDUSTRY_META[vertical].keywords, "free demo"],
    indexable: true,
    offersFreeDemo: true,
  })),
  {
    path: paths.multiVerticalDemo,
    title: `Free Multi-Vertical Cold Call Demo | ${SITE_NAME}`,
    description:
      "Start a free live practice call with an AI lead from real estate, insurance or SaaS: choose a scenario, dial the practice line and get your scored analysis.",
    keywords: [...CORE_KEYWORDS, "free demo"],
    // The same demo as the home page's practice view, and the page any other /demo/… address shows.
    indexable: false,
    offersFreeDemo: true,
  },
  TERMS,
  PRIVACY,
];

export function metaForPath(pathname: string): PageMeta {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return PUBLIC_PAGES.find((page) => page.path === path) ?? { path, ...FALLBACK };
}
