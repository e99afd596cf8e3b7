import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { toast } from "@/components/ui/toast";
import { errorMessage } from "@/lib/api";
import { useDeleteTeamAgent } from "../../api/delete-team-agent";

interface DeleteAgentDialogProps {
  agent: { id: string; name: string; email: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDeleted: () => void;
}

/** Asks before deleting an agent's account and practice data for good; Cancel comes first and takes the focus. */
export function DeleteAgentDialog({ agent, open, onOpenChange, onDeleted }: DeleteAgentDialogProps) {
  const remove = useDeleteTeamAgent();

  const confirm = () =>
    remove.mutate(agent.id, {
      onSuccess: () => {
        toast({ title: "Agent data deleted", description: `${agent.name} and their practice data have been deleted.` });
        onOpenChange(false);
        onDeleted();
      },
      onError: (failure) => {
        const message = errorMessage(failure, "Failed to delete the agent's data. Please try again.");
        toast({ title: "Error", description: message, variant: "destructive" });
      },
    });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !remove.isPending && onOpenChange(next)}
      title={`Delete ${agent.name}'s data?`}
      description="This cannot be undone."
    >
      <p className="text-sm text-slate-700">
        This deletes <strong className="text-slate-900">{agent.name}</strong> ({agent.email}) from your team: their
        account, every practice session with its transcript and scores, and their analytics. They are signed out at
        once.
      </p>
      <div className="mt-6 flex justify-end gap-3">
        <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={remove.isPending}>
          Cancel
        </Button>
        <Button variant="destructive" onClick={confirm} disabled={remove.isPending}>
          {remove.isPending ? "Deleting..." : "Delete agent data"}
        </Button>
      </div>
    </Dialog>
  );
}
