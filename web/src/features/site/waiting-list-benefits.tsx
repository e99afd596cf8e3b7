import { BETA_BUSINESS_LIMIT, EARLY_ACCESS_DISCOUNT_PERCENT, REVIEW_WITHIN_HOURS, SETUP_MINUTES } from "../../../../domain/constants";

/** What joining the waiting list gives a business (spec §1). */
export const WAITING_LIST_BENEFITS = [
  `Priority access to the beta, limited to ${BETA_BUSINESS_LIMIT} businesses`,
  `${EARLY_ACCESS_DISCOUNT_PERCENT}% off early access`,
  `${SETUP_MINUTES}-minute setup`,
  "24/7 AI phone service",
  `Application review within ${REVIEW_WITHIN_HOURS} hours`,
];

export function WaitingListBenefits({ className }: { className?: string }) {
  return (
    <ul className={className}>
      {WAITING_LIST_BENEFITS.map((benefit) => (
        <li key={benefit} className="flex items-start gap-2">
          <span aria-hidden="true" className="mt-0.5 font-bold text-emerald-300">
            ✓
          </span>
          {benefit}
        </li>
      ))}
    </ul>
  );
}
