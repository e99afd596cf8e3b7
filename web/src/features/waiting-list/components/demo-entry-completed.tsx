/** Said when a sign-up completed the entry the demo's email gate had made for the same email. */
export function DemoEntryCompleted({ email }: { email: string }) {
  return (
    <p className="mt-3 rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900">
      You tried the demo with <strong className="break-all">{email}</strong>: we have added your details to that entry,
      so you are on the list once.
    </p>
  );
}
