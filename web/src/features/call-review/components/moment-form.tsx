import { useState, type FormEvent } from "react";
import { clock } from "@domain/call-review";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";

/** Puts a form's moment where the player is. */
export function PlayerPositionButton({ position, onUse }: { position: number; onUse: (seconds: number) => void }) {
  return (
    <Button type="button" variant="secondary" onClick={() => onUse(Math.floor(position))}>
      Use the player’s position ({clock(position)})
    </Button>
  );
}

interface MomentTextFormProps {
  /** The text field's id, so a moment's button can move the focus to it. */
  fieldId: string;
  label: string;
  maxLength: number;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  error: string | null;
  position: number;
  onMomentChange: (seconds: number) => void;
  /** Sends the text; `done` clears the field once it is stored. */
  onSubmit: (text: string, done: () => void) => void;
}

/** A few words about one moment of the call (a coach's note, an agent's flag), at a chosen moment or the player's. */
export function MomentTextForm(props: MomentTextFormProps) {
  const { fieldId, label, maxLength, submitLabel, pendingLabel, pending, error, position, onMomentChange, onSubmit } =
    props;
  const [text, setText] = useState("");
  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit(text, () => setText(""));
  }
  return (
    <form className="space-y-2 rounded-lg bg-slate-50 p-3" onSubmit={submit}>
      <TextField
        label={label}
        name={fieldId}
        controlId={fieldId}
        value={text}
        onValueChange={setText}
        rows={3}
        maxLength={maxLength}
        required
        error={error ?? undefined}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={pending || text.trim() === ""}>
          {pending ? pendingLabel : submitLabel}
        </Button>
        <PlayerPositionButton position={position} onUse={onMomentChange} />
      </div>
    </form>
  );
}
