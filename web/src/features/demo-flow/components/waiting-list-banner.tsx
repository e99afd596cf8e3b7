import { Button } from "@/components/ui/button";

/** The bottom banner of the analysis: joining the waiting list from here ends the demo on the home page. */
export function WaitingListBanner({ onJoin }: { onJoin: () => void }) {
  return (
    <aside aria-label="Early access" className="mt-8 rounded-2xl bg-slate-900 p-6 text-center text-white">
      <p className="text-lg font-bold">Ready to train your whole team?</p>
      <p className="mt-1 text-sm text-slate-200">
        Join the waiting list for early access to unlimited practice calls and team analytics.
      </p>
      <Button variant="secondary" className="mt-4" onClick={onJoin}>
        Join Waiting List
      </Button>
    </aside>
  );
}
