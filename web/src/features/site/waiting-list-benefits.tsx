import { EARLY_ACCESS_OFFER } from "@/features/waiting-list";

/** What joining the waiting list gives a business (spec §1). */
export function WaitingListBenefits({ className }: { className?: string }) {
  return (
    <ul className={className}>
      {EARLY_ACCESS_OFFER.map((benefit) => (
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
