import { useState } from "react";
import { BILLING_ACTIVE_UNTIL, BILLING_AGENTS_LIMIT, BILLING_AGENTS_USED } from "@domain/constants";
import { Badge } from "@/components/ui/badge";
import { Button, buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";

export const BILLING_BY_ACCOUNT_MANAGER = "Billing is handled by your account manager.";
/** This month's practice minutes per agent and per call, as CSV (worker/teams/usage-report-csv.ts). */
export const USAGE_REPORT_URL = "/api/broker/usage.csv";

/**
 * The plan as spec §2 and §9 fix it (static). Billing is not connected: Manage Billing says who handles it. Download
 * Usage Report is the month's recorded voice minutes (Settings → Usage) as a spreadsheet.
 */
export function AccountBillingCard() {
  const [billingNote, setBillingNote] = useState(false);
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
        Agents:{" "}
        <span className="font-semibold">
          {BILLING_AGENTS_USED} / {BILLING_AGENTS_LIMIT}
        </span>
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <Button
          variant="secondary"
          onClick={() => setBillingNote(true)}
          aria-describedby={billingNote ? "billing-note" : undefined}
        >
          Manage Billing
        </Button>
        <a className={buttonClasses("secondary")} href={USAGE_REPORT_URL} download>
          Download Usage Report
        </a>
      </div>
      {billingNote ? (
        <p id="billing-note" role="status" className="mt-3 text-sm text-slate-800">
          {BILLING_BY_ACCOUNT_MANAGER}
        </p>
      ) : null}
    </Card>
  );
}
