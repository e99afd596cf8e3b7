import { ASSIGNMENT_STATUS_LABELS, type AssignmentStatus } from "@domain/training/assignment-status";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/cn";

const TONE: Record<AssignmentStatus, string> = {
  not_started: "bg-slate-100 text-slate-800",
  in_progress: "bg-blue-100 text-blue-900",
  passed: "bg-green-100 text-green-900",
  failed: "bg-red-100 text-red-900",
  overdue: "bg-amber-100 text-amber-900",
};

export function AssignmentStatusBadge({ status }: { status: AssignmentStatus }) {
  return <Badge className={cn(TONE[status])}>{ASSIGNMENT_STATUS_LABELS[status]}</Badge>;
}
