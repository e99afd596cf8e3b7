import { passesAssignment } from "@domain/training/assignment-status";

/** On the results card: whether this call passed the assignment it was an attempt at. */
export function AssignmentVerdict({
  assignment,
  score,
}: {
  assignment: { title: string; minScore: number };
  score: number | null;
}) {
  if (score === null)
    return <p className="mt-2 text-sm text-slate-700">This attempt at “{assignment.title}” was not scored.</p>;
  const passed = passesAssignment(score, assignment.minScore);
  return (
    <p
      data-testid="assignment-verdict"
      className={passed ? "mt-2 font-semibold text-green-800" : "mt-2 font-semibold text-red-800"}
    >
      {passed ? "Passed" : "Did not pass"} the assignment “{assignment.title}” (pass at {assignment.minScore}).
    </p>
  );
}
