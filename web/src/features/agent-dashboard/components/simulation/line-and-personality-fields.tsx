import { SelectField } from "@/components/ui/select-field";
import { useTrainingOptions } from "../../api/get-training-options";

export interface LineAndPersonality {
  phoneNumberId: string;
  aiAgentId: string;
}

/** The training line to call and the AI personality (its voice) to talk to: the setup form's, and a real call's practice (made on neither). */
export function LineAndPersonalityFields({
  value,
  onChange,
}: {
  value: LineAndPersonality;
  onChange: (value: LineAndPersonality) => void;
}) {
  const options = useTrainingOptions();
  const chosenAgent = options.data?.aiAgents.find((agent) => agent.id === value.aiAgentId);
  return (
    <>
      <SelectField
        label="Training line"
        value={value.phoneNumberId}
        onValueChange={(phoneNumberId) => onChange({ ...value, phoneNumberId })}
        options={[
          { value: "", label: "Select a training line" },
          ...(options.data?.phoneNumbers ?? []).map((line) => ({
            value: line.id,
            label: `${line.displayName} (${line.phoneNumber})`,
          })),
        ]}
      />
      <SelectField
        label="AI personality"
        value={value.aiAgentId}
        onValueChange={(aiAgentId) => onChange({ ...value, aiAgentId })}
        options={[
          { value: "", label: "Select an AI personality" },
          ...(options.data?.aiAgents ?? []).map((agent) => ({ value: agent.id, label: agent.name })),
        ]}
      />
      {chosenAgent ? <p className="text-sm text-slate-700">{chosenAgent.description}</p> : null}
    </>
  );
}
