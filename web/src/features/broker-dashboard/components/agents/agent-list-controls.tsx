import { TextField } from "@/components/ui/field";
import { SelectField } from "@/components/ui/select-field";
import { AGENT_FILTERS, AGENT_SORTS, type AgentListOptions } from "../../lib/agent-list-view";

interface AgentListControlsProps {
  options: AgentListOptions;
  onChange: (options: AgentListOptions) => void;
}

/** Search (name or email), filter (all, active, inactive) and sort of the team list. */
export function AgentListControls({ options, onChange }: AgentListControlsProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-[2fr_1fr_1fr]">
      <TextField
        label="Search agents"
        name="agent-search"
        type="search"
        value={options.search}
        onValueChange={(search) => onChange({ ...options, search })}
        placeholder="Search by name or email..."
        autoComplete="off"
      />
      <SelectField
        label="Filter"
        value={options.filter}
        options={AGENT_FILTERS}
        onValueChange={(filter) => onChange({ ...options, filter })}
      />
      <SelectField
        label="Sort by"
        value={options.sort}
        options={AGENT_SORTS}
        onValueChange={(sort) => onChange({ ...options, sort })}
      />
    </div>
  );
}
