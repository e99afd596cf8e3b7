import type { FormEvent, ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";

interface SettingsFormCardProps {
  title: string;
  description: string;
  saveLabel: string;
  saving: boolean;
  onSubmit: () => void;
  children: ReactNode;
}

/** One settings form: a titled card with its own save button. */
export function SettingsFormCard({ title, description, saveLabel, saving, onSubmit, children }: SettingsFormCardProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Card>
      <form onSubmit={submit} noValidate aria-label={title}>
        <h3 className="text-lg font-semibold text-slate-900">{title}</h3>
        <p className="mt-1 text-sm text-slate-700">{description}</p>
        <div className="mt-5 space-y-5">{children}</div>
        <Button type="submit" className="mt-6" disabled={saving}>
          {saving ? "Saving..." : saveLabel}
        </Button>
      </form>
    </Card>
  );
}
