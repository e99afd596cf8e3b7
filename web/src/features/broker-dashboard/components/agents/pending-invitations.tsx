import { Button } from "../../../../components/ui/button";
import { Card } from "../../../../components/ui/card";
import { toast } from "../../../../components/ui/toast";
import { useInvitations } from "../../api/get-invitations";
import { useRevokeInvitation } from "../../api/revoke-invitation";
import { formatWhen } from "../../lib/format";

/** Open invitations, shown only while there are any. */
export function PendingInvitations() {
  const invitations = useInvitations();
  const revoke = useRevokeInvitation();
  if (!invitations.data?.length) return null;
  return (
    <Card className="mt-6 p-4">
      <h3 className="px-2 text-lg font-semibold text-slate-900">
        Pending Invitations <span className="font-normal text-slate-700">({invitations.data.length})</span>
      </h3>
      <ul aria-label="Pending invitations" className="mt-2 divide-y divide-slate-100">
        {invitations.data.map((invitation) => (
          <li key={invitation.id} className="flex items-center justify-between gap-3 px-2 py-2">
            <div className="min-w-0">
              <p className="truncate font-medium text-slate-900">{invitation.email}</p>
              <p className="text-sm text-slate-700">Invited {formatWhen(invitation.createdAt)}</p>
            </div>
            <Button
              variant="ghost"
              aria-label={`Revoke invitation for ${invitation.email}`}
              disabled={revoke.isPending && revoke.variables === invitation.id}
              onClick={() =>
                revoke.mutate(invitation.id, {
                  onError: () => toast({ title: "Error", description: "Failed to revoke the invitation. Please try again.", variant: "destructive" }),
                })
              }
            >
              Revoke
            </Button>
          </li>
        ))}
      </ul>
    </Card>
  );
}
