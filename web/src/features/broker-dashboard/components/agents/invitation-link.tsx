import { useId } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";

/** An invitation's link, selectable by hand and copied with one click. */
export function InvitationLink({ email, link }: { email: string; link: string }) {
  const id = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      toast({ title: "Link copied", description: `Send it to ${email} yourself.` });
    } catch {
      toast({ title: "Could not copy", description: "Select the link and copy it by hand.", variant: "destructive" });
    }
  };
  return (
    <div className="flex items-end gap-2">
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="text-sm font-medium text-slate-900">
          Invitation link for {email}
        </label>
        <input
          id={id}
          readOnly
          value={link}
          onFocus={(event) => event.currentTarget.select()}
          className="mt-1 block w-full truncate rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-xs text-slate-900"
        />
      </div>
      <Button variant="secondary" onClick={() => void copy()} aria-label={`Copy invitation link for ${email}`}>
        Copy link
      </Button>
    </div>
  );
}
