import { useState } from "react";
import { REAL_CALL_FIGURES_DESCRIPTION, REAL_CALL_FIGURES_LABEL } from "@domain/real-call-figures";
import { Card } from "@/components/ui/card";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { Skeleton } from "@/components/ui/skeleton";
import { useRealCallFigures, useSaveRealCallFigures } from "../../api/real-call-figures";
import { ErrorText } from "@/components/ui/query-view";
import { SettingsFormCard } from "./settings-form-card";

const TITLE = "Real Calls";
const DESCRIPTION = "Uploaded real calls are scored and reviewed like practice calls.";

/** Real Calls: whether the team's scored real calls count in its practice figures (off by default). */
export function RealCallsCard() {
  const setting = useRealCallFigures();
  if (setting.isPending || setting.isError) {
    return (
      <Card>
        <h3 className="text-lg font-semibold text-slate-900">{TITLE}</h3>
        {setting.isPending ? (
          <Skeleton aria-label="Loading the real-call setting" className="mt-4 h-16" />
        ) : (
          <ErrorText>Failed to load this setting. Please try again.</ErrorText>
        )}
      </Card>
    );
  }
  return <RealCallsForm key={String(setting.data.includeRealCalls)} stored={setting.data.includeRealCalls} />;
}

function RealCallsForm({ stored }: { stored: boolean }) {
  const save = useSaveRealCallFigures();
  const [include, setInclude] = useState(stored);
  return (
    <SettingsFormCard
      title={TITLE}
      description={DESCRIPTION}
      saveLabel="Save Real Call Setting"
      saving={save.isPending}
      onSubmit={() => save.mutate(include)}
    >
      <CheckboxField
        name="includeRealCalls"
        label={REAL_CALL_FIGURES_LABEL}
        description={REAL_CALL_FIGURES_DESCRIPTION}
        checked={include}
        onCheckedChange={setInclude}
      />
    </SettingsFormCard>
  );
}
