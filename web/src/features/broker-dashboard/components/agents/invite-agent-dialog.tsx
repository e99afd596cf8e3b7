import { useState, type FormEvent } from "react";
import {
  INVITATION_VALID_DAYS,
  INVITATION_VALID_DAYS_CHOICES,
  invitationInputSchema,
  type TeamInvitation,
} from "@domain/invitations";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { TextField } from "@/components/ui/field";
import { SelectField } from "@/components/ui/select-field";
import { errorMessage } from "@/lib/api";
import { useCreateInvitation } from "../../api/create-invitation";
import { expiryText } from "@/features/teams";
import { InvitationLink } from "./invitation-link";

interface InviteAgentDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

type ValidDays = `${(typeof INVITATION_VALID_DAYS_CHOICES)[number]}`;
const VALIDITY_OPTIONS = INVITATION_VALID_DAYS_CHOICES.map((days) => ({
  value: `${days}` as ValidDays,
  label: days === 1 ? "1 day" : `${days} days`,
}));

/**
 * Makes an invitation link for someone's email. No email is sent (no email provider is configured): the
 * dialog shows the link for the broker to copy, and the pending list keeps it until it is used or expires.
 */
export function InviteAgentDialog({ open, onOpenChange }: InviteAgentDialogProps) {
  const [email, setEmail] = useState("");
  const [validForDays, setValidForDays] = useState<ValidDays>(`${INVITATION_VALID_DAYS}`);
  const [error, setError] = useState<string>();
  const [created, setCreated] = useState<TeamInvitation>();
  const create = useCreateInvitation();

  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) {
      setEmail("");
      setValidForDays(`${INVITATION_VALID_DAYS}`);
      setError(undefined);
      setCreated(undefined);
      create.reset();
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = invitationInputSchema.safeParse({ email, validForDays: Number(validForDays) });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    create.mutate(parsed.data, {
      onSuccess: setCreated,
      onError: (failure) => {
        setError(errorMessage(failure, "Failed to create the invitation. Please try again."));
      },
    });
  };

  if (created) {
    return (
      <Dialog
        open={open}
        onOpenChange={close}
        title="Invitation link ready"
        description={`Send this link to ${created.email} yourself: PracticeLine does not email it. They sign in and accept it to join your team. ${expiryText(created.expiresAt)}.`}
      >
        <InvitationLink email={created.email} link={created.link} />
        <div className="mt-6 flex justify-end">
          <Button onClick={() => close(false)}>Done</Button>
        </div>
      </Dialog>
    );
  }

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title="Invite New Agent"
      description="You get a link to send them (PracticeLine sends no email). It works once: they sign in and accept it to join your team."
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <TextField
          label="Email"
          name="invite-email"
          type="email"
          value={email}
          onValueChange={setEmail}
          error={error}
          required
          autoComplete="off"
        />
        <SelectField
          label="Link valid for"
          name="invite-valid-for"
          value={validForDays}
          options={VALIDITY_OPTIONS}
          onValueChange={setValidForDays}
        />
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={() => close(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? "Creating..." : "Create Invitation Link"}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
