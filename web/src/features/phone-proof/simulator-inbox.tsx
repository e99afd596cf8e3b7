import { useQuery } from "@tanstack/react-query";
import { readSimulatorTexts } from "@/lib/voice-simulator";

/**
 * Development only: the local voice simulator stands in for Twilio's text messages, so the code it "sent" is read
 * from its inbox and shown here, where a phone would show it.
 */
export function SimulatorInbox({ phoneNumber }: { phoneNumber: string }) {
  const texts = useQuery({
    queryKey: ["simulator-texts", phoneNumber],
    queryFn: () => readSimulatorTexts(phoneNumber),
    refetchInterval: 2000,
  });
  const latest = texts.data?.messages[0];
  return (
    <p className="rounded-lg bg-slate-100 p-3 text-sm text-slate-800" aria-label="Simulator text messages">
      <span className="font-semibold">Simulator phone, latest text: </span>
      {latest ? latest.body : "nothing yet"}
    </p>
  );
}
