import type { TeamInvitation } from "@domain/invitations";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { toast } from "@/components/ui/toast";
import { useInvitations } from "../../api/get-invitations";
import { useRevokeInvitation } from "../../api/revoke-invitation";
import { formatWhen } from "../../lib/format";
import { expiryText } from "@/features/teams";
import { InvitationLink } from "./invitation-link";

/** Open invitations with their link, expiry and status, shown only while there are any. */
export function PendingInvitations() {
  const invitations = useInvitations();
  if (!invitations.data?.length) return null;
  return (
    <Card className="mt-6 p-4">
      <h3 className="px-2 text-lg font-semibold text-slate-900">
        Pending Invitations <span className="font-normal text-slate-700">({invitations.data.length})</span>
      </h3>
      <p className="px-2 text-sm text-slate-700">
        PracticeLine sends no email: copy a link and send it to the person yourself. Each link works once, until it
        expires.
      </p>
      <ul aria-label="Pending invitations" className="mt-2 divide-y divide-slate-100">
        {invitations.data.map((invitation) => (
          <PendingInvitation key={invitation.id} invitation={invitation} />
        ))}
      </ul>
    </Card>
  );
}

function PendingInvitation({ invitation }: { invitation: TeamInvitation }) {
  const revoke = useRevokeInvitation();
  const expired = invitation.status === "expired";
  return (
    <li aria-label={`Invitation for ${invitation.email}`} className="space-y-2 px-2 py-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <p className="flex items-center gap-2 truncate font-medium text-slate-900">
            {invitation.email}
            <Badge className={expired ? "bg-red-100 text-red-800" : "bg-amber-100 text-amber-900"}>
              {expired ? "Expired" : "Pending"}
            </Badge>
          </p>
          <p className="text-sm text-slate-700">
            Invited {formatWhen(invitation.createdAt)} · {expiryText(invitation.expiresAt)}
          </p>
        </div>
        <Button
          variant="ghost"
          aria-label={`${expired ? "Remove" : "Revoke"} invitation for ${invitation.email}`}
          disabled={revoke.isPending}
          onClick={() =>
            revoke.mutate(invitation.id, {
              onError: () =>
                toast({
                  title: "Error",
                  description: "Failed to revoke the invitation. Please try again.",
                  variant: "destructive",
                }),
            })
          }
        >
          {expired ? "Remove" : "Revoke"}
        </Button>
      </div>
      {expired ? (
        <p className="text-sm text-slate-700">
          This link no longer works. Invite {invitation.email} again for a new one.
        </p>
      ) : (
        <InvitationLink email={invitation.email} link={invitation.link} />
      )}
    </li>
  );
}
