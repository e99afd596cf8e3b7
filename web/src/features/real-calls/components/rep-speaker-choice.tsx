import { Button } from "@/components/ui/button";
import { RadioGroupField } from "@/components/ui/radio-group-field";
import type { RepChoice } from "./use-real-call-upload";

interface RepSpeakerChoiceProps {
  choices: readonly RepChoice[];
  value: string | null;
  onValueChange: (speaker: string) => void;
  onSend: () => void;
}

/** The server could not tell the rep: each speaker with their first line, to pick the rep and send the file again. */
export function RepSpeakerChoice({ choices, value, onValueChange, onSend }: RepSpeakerChoiceProps) {
  return (
    <div className="space-y-3">
      <RadioGroupField
        label="The rep is"
        value={value}
        options={choices.map((choice) => ({
          value: choice.speaker,
          label: choice.speaker,
          description: `“${choice.firstLine}”`,
        }))}
        onValueChange={onValueChange}
        name="repSpeaker"
      />
      <Button type="button" disabled={!value} onClick={onSend}>
        Upload again with this rep
      </Button>
    </div>
  );
}
