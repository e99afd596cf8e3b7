import { Badge } from "./badge";

/** Passed / Not passed against a minimum passing score (the rule is domain/settings' isPassingScore). */
export function PassBadge({ passed }: { passed: boolean }) {
  return passed ? (
    <Badge className="bg-green-100 text-green-900" data-passed="true">
      Passed
    </Badge>
  ) : (
    <Badge className="bg-amber-100 text-amber-950" data-passed="false">
      Not passed
    </Badge>
  );
}
