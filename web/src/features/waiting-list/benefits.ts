import {
  BETA_BUSINESS_LIMIT,
  EARLY_ACCESS_DISCOUNT_PERCENT,
  REVIEW_WITHIN_HOURS,
  SETUP_MINUTES,
} from "@domain/constants";

/** The one wording of each waiting-list benefit (spec §2 sign-up screen: "20% OFF early access"). */
const DISCOUNT = `${EARLY_ACCESS_DISCOUNT_PERCENT}% OFF early access`;
const SETUP = `${SETUP_MINUTES}-minute setup`;
const SERVICE = "24/7 AI phone service";

/** The sign-up screen's benefits (spec §2). */
export const SIGN_UP_BENEFITS = ["Priority onboarding", DISCOUNT, SETUP, SERVICE] as const;

/** The whole early-access offer (spec §1), as the home page's closing call to action lists it. */
export const EARLY_ACCESS_OFFER = [
  `Priority access to the beta, limited to ${BETA_BUSINESS_LIMIT} businesses`,
  DISCOUNT,
  SETUP,
  SERVICE,
  `Application review within ${REVIEW_WITHIN_HOURS} hours`,
] as const;
