import { useEffect, useState, type FormEvent } from "react";
import { WAITING_LIST_SUCCESS_CLOSE_MS } from "@domain/constants";
import type { Vertical } from "@domain/enums";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { toast } from "@/components/ui/toast";
import { useJoinWaitingList, type JoinWaitingListResult } from "../api/join-waiting-list";
import { useWaitingListForm } from "../hooks/use-waiting-list-form";
import { DemoEntryCompleted } from "./demo-entry-completed";
import { WaitingListFields } from "./waiting-list-fields";

export interface WaitingListDialogProps {
  open: boolean;
  vertical: Vertical;
  /** The demo's overall score, when the dialog is opened from a demo result. */
  overallScore?: number;
  /** Backdrop, Escape, close button, or the success view timing out. */
  onClose: () => void;
  /** The close button, or the success view timing out. */
  onComplete?: () => void;
  /** The success view timing out only: the visitor did join. */
  onJoined?: () => void;
}

/** The waiting-list modal of the home and industry pages (spec §2). */
export function WaitingListDialog({
  open,
  vertical,
  overallScore,
  onClose,
  onComplete,
  onJoined,
}: WaitingListDialogProps) {
  const form = useWaitingListForm();
  const join = useJoinWaitingList();
  const [joined, setJoined] = useState<(JoinWaitingListResult & { email: string }) | null>(null);

  useEffect(() => {
    if (!joined) return;
    const timer = setTimeout(() => {
      onClose();
      onComplete?.();
      onJoined?.();
    }, WAITING_LIST_SUCCESS_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [joined, onClose, onComplete, onJoined]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!form.values.fullName.trim() || !form.values.email.trim()) {
      toast({
        title: "Missing Information",
        description: "Please fill in your name and email.",
        variant: "destructive",
      });
      return;
    }
    if (!form.check()) return;
    join.mutate(
      { values: form.values, vertical, overallScore },
      {
        onSuccess: (result) => {
          setJoined({ ...result, email: form.values.email.trim() });
          toast({
            title: "Welcome to the Future!",
            description: "You're on the waiting list! We'll be in touch soon.",
          });
        },
        onError: (error) => {
          form.showServerErrors(error, { duplicateOnEmail: true });
          toast({
            title: "Oops! Something went wrong",
            description: "Please try again or contact support.",
            variant: "destructive",
          });
        },
      },
    );
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      onCloseButton={() => onComplete?.()}
      title={joined ? "Thank You!" : "Join the Waiting List"}
      description={joined ? undefined : "Be first in line for AI cold-call practice built for your team."}
      className="max-w-xl"
    >
      {joined ? (
        <div className="py-4 text-center" role="status">
          <p className="text-3xl tracking-widest text-amber-500" role="img" aria-label="5 out of 5 stars">
            ★★★★★
          </p>
          <p className="mt-3 text-lg font-semibold text-slate-900">Thank you for joining the waiting list.</p>
          <p className="mt-1 text-sm text-slate-700">We'll be in touch soon about your early access.</p>
          {joined.completedDemoEntry ? <DemoEntryCompleted email={joined.email} /> : null}
        </div>
      ) : (
        <form noValidate onSubmit={submit} className="space-y-5">
          <WaitingListFields
            values={form.values}
            errors={form.errors}
            onChange={form.setField}
            disabled={join.isPending}
          />
          <Button type="submit" className="w-full" disabled={join.isPending}>
            {join.isPending ? "Joining..." : "Join Waiting List"}
          </Button>
        </form>
      )}
    </Dialog>
  );
}
