import { cn } from "@/lib/cn";
import { MENU_SECTIONS, SETTINGS_SECTION, type WorkspaceSection } from "./workspace-sections";

interface WorkspaceMenuProps {
  current: WorkspaceSection;
  onSelect: (section: WorkspaceSection) => void;
}

/** The left menu: seven sections, then Settings apart at the bottom. A row of tabs on small screens. */
export function WorkspaceMenu({ current, onSelect }: WorkspaceMenuProps) {
  const item = (section: { id: WorkspaceSection; label: string }) => (
    <li key={section.id} className="shrink-0">
      <button
        type="button"
        aria-current={current === section.id ? "page" : undefined}
        onClick={() => onSelect(section.id)}
        className={cn(
          "flex min-h-11 w-full items-center rounded-lg px-3 py-2 text-left text-sm font-medium transition-colors",
          "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900",
          current === section.id ? "bg-slate-900 text-white" : "text-slate-800 hover:bg-slate-100",
        )}
      >
        {section.label}
      </button>
    </li>
  );
  return (
    <nav aria-label="Broker workspace" className="lg:sticky lg:top-6">
      <ul className="flex gap-1 overflow-x-auto pb-2 lg:flex-col lg:overflow-visible lg:pb-0">
        {MENU_SECTIONS.map(item)}
        <li aria-hidden="true" className="mx-2 hidden border-t border-slate-200 lg:my-2 lg:block" />
        {item(SETTINGS_SECTION)}
      </ul>
    </nav>
  );
}
