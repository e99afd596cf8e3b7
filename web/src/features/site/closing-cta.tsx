import { buttonShape } from "@/components/ui/button-styles";
import { ScriptButton } from "@/components/ui/script-button";
import { useWaitingList } from "@/features/waiting-list";
import { WaitingListBenefits } from "./waiting-list-benefits";

export function ClosingCta() {
  const waitingList = useWaitingList();
  return (
    <section aria-labelledby="closing-heading" className="bg-slate-900 text-white">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-16 sm:px-6 lg:grid-cols-2 lg:items-center">
        <div>
          <h2 id="closing-heading" className="text-3xl font-bold tracking-tight">
            Be first on the line
          </h2>
          <p className="mt-4 text-slate-200">
            PracticeLine is in early access. Join the waiting list to reserve your team's place in the beta.
          </p>
          <ScriptButton
            className={`${buttonShape("lg")} mt-8 bg-white text-slate-900 hover:bg-slate-200 focus-visible:outline-white`}
            onClick={() => waitingList.open({ vertical: "homepage" })}
          >
            Join the Waiting List
          </ScriptButton>
        </div>
        <WaitingListBenefits className="space-y-3 text-slate-100" />
      </div>
    </section>
  );
}
