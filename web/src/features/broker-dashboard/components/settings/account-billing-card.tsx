import { BILLING_ACTIVE_UNTIL, BILLING_AGENTS_LIMIT, BILLING_AGENTS_USED } from "@domain/constants";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";

/** Static plan display (spec §2, §9): billing is not connected yet, so the buttons do nothing. */
export function AccountBillingCard() {
  return (
    <Card>
      <h3 className="text-lg font-semibold text-slate-900">Account &amp; Billing</h3>
      <div className="mt-4 flex items-center justify-between gap-3">
        <div>
          <p className="font-semibold text-slate-900">Pro Plan</p>
          <p className="text-sm text-slate-700">Active until {BILLING_ACTIVE_UNTIL}</p>
        </div>
        <Badge className="bg-green-100 text-green-900">Active</Badge>
      </div>
      <p className="mt-4 text-sm text-slate-800">
        Agents: <span className="font-semibold">{BILLING_AGENTS_USED} / {BILLING_AGENTS_LIMIT}</span>
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <Button variant="secondary">Manage Billing</Button>
        <Button variant="secondary">Download Usage Report</Button>
      </div>
    </Card>
  );
}
