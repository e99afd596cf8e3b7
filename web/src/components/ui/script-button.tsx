import type { ButtonHTMLAttributes } from "react";
import { useHydrated } from "@/lib/use-hydrated";

/**
 * A button that only the app's script can make work (open a dialog, toggle a menu). On a prerendered page it is
 * disabled until the page has hydrated, so it never looks ready while a click would do nothing; rendered by the
 * client alone it is ready at once. Takes plain classes: no class merging, to keep it light on public pages.
 */
export function ScriptButton({ disabled, type = "button", ...props }: ButtonHTMLAttributes<HTMLButtonElement>) {
  const hydrated = useHydrated();
  return <button type={type} disabled={!hydrated || disabled} {...props} />;
}
