import { REAL_CALL_TITLE } from "@domain/real-calls/real-call";
import type { CallSource } from "@domain/enums";
import { Badge } from "@/components/ui/badge";

export const isRealCall = (session: { source: CallSource }) => session.source === "real_call";

/** How an uploaded call is marked wherever calls are listed. */
export function RealCallBadge() {
  return <Badge className="bg-amber-100 text-amber-900">{REAL_CALL_TITLE}</Badge>;
}
