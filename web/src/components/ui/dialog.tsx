import { Dialog as ArkDialog } from "@ark-ui/react/dialog";
import { Portal } from "@ark-ui/react/portal";
import type { ReactNode } from "react";
import { cn } from "@/lib/cn";
import { Tooltip } from "./tooltip";

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
  /** Called when the close button (not the backdrop or Escape) closes the dialog. */
  onCloseButton?: () => void;
}

/** Closing or swiping away a toast raised over the dialog is not a click outside it. */
function keepOpenForToasts(event: { detail: { target?: EventTarget | null }; preventDefault(): void }) {
  const target = event.detail.target;
  if (target instanceof Element && target.closest('[data-scope="toast"]')) event.preventDefault();
}

/** A modal dialog: closes on backdrop click, Escape and its close button; focus is trapped while open. */
export function Dialog({ open, onOpenChange, title, description, children, className, onCloseButton }: DialogProps) {
  return (
    <ArkDialog.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      onInteractOutside={keepOpenForToasts}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <ArkDialog.Backdrop className="fixed inset-0 z-40 bg-slate-900/60 data-[state=open]:animate-in" />
        <ArkDialog.Positioner className="fixed inset-0 z-50 flex items-center justify-center overflow-y-auto p-4">
          <ArkDialog.Content
            className={cn("relative w-full max-w-lg rounded-2xl bg-white p-6 shadow-xl focus:outline-none", className)}
          >
            <ArkDialog.Title className="pr-8 text-xl font-bold text-slate-900">{title}</ArkDialog.Title>
            {description ? (
              <ArkDialog.Description className="mt-1 text-sm text-slate-700">{description}</ArkDialog.Description>
            ) : null}
            <div className="mt-4">{children}</div>
            <Tooltip label="Close">
              <ArkDialog.CloseTrigger
                aria-label="Close"
                onClick={onCloseButton}
                className="absolute right-3 top-3 inline-flex size-9 items-center justify-center rounded-md text-2xl leading-none text-slate-700 hover:bg-slate-100"
              >
                ×
              </ArkDialog.CloseTrigger>
            </Tooltip>
          </ArkDialog.Content>
        </ArkDialog.Positioner>
      </Portal>
    </ArkDialog.Root>
  );
}
