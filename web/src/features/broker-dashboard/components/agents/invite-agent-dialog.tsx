import { useState, type FormEvent } from "react";
import { invitationInputSchema } from "../../../../../../domain/invitation-input";
import { Button } from "../../../../components/ui/button";
import { Dialog } from "../../../../components/ui/dialog";
import { TextField } from "../../../../components/ui/field";
import { toast } from "../../../../components/ui/toast";
import { HttpError } from "../../../../lib/api";
import { useCreateInvitation } from "../../api/create-invitation";

interface InviteAgentDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Invites someone by email: they join the team the next time they sign in with that address. */
export function InviteAgentDialog({ open, onOpenChange }: InviteAgentDialogProps) {
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string>();
  const create = useCreateInvitation();

  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) {
      setEmail("");
      setError(undefined);
      create.reset();
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = invitationInputSchema.safeParse({ email });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    create.mutate(parsed.data, {
      onSuccess: (invitation) => {
        toast({ title: "Invitation sent", description: `${invitation.email} will join your team when they sign in.` });
        close(false);
      },
      onError: (failure) => {
        setError(failure instanceof HttpError ? (failure.serverMessage ?? failure.message) : "Failed to send the invitation. Please try again.");
      },
    });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title="Invite New Agent"
      description="Enter their work email. They join your team the next time they sign in with it."
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <TextField label="Email" name="invite-email" type="email" value={email} onValueChange={setEmail} error={error} required autoComplete="off" />
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={() => close(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? "Sending..." : "Send Invitation"}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
