import { Card } from "@/components/ui/card";
import type { RealCallUploaded } from "@domain/real-calls/upload-progress";
import { RealCallUploadForm } from "./real-call-upload-form";

interface RealCallUploadCardProps {
  /** Whose call it is, for a broker uploading on an agent's page (named in the card's text). */
  agent?: { id: string; name: string };
  onUploaded: (call: RealCallUploaded) => void;
}

/** The upload form in its card: the agent's own calls, or a broker's for one agent of the team. */
export function RealCallUploadCard({ agent, onUploaded }: RealCallUploadCardProps) {
  return (
    <Card>
      <h2 className="text-lg font-bold text-slate-900">Upload a real call</h2>
      <p className="mt-1 mb-4 text-sm text-slate-700">
        {agent ? `A call ${agent.name} really had` : "A call that really happened"} is scored and reviewed like a
        practice call, marked “Real call”, and kept out of practice averages and the leaderboard. Only{" "}
        {agent ? `${agent.name} and you` : "you and your broker"} can see it.
      </p>
      <RealCallUploadForm agentId={agent?.id} onUploaded={onUploaded} />
    </Card>
  );
}
