import { Portal } from "@ark-ui/react/portal";
import { createToaster, Toast as ArkToast, Toaster as ArkToaster } from "@ark-ui/react/toast";
import { useRef, useState, type PointerEvent } from "react";
import {
  TOAST_DURATION_MS,
  TOAST_HOTKEY,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY_MS,
  TOAST_SWIPE_THRESHOLD,
} from "@domain/constants";
import { cn } from "@/lib/cn";
import type { ToastInput } from "./toast";
import { Tooltip } from "./tooltip";

/** Toast settings of spec §9: one at a time, 5 s, F8 focuses the region, swipe right dismisses. */
export const toaster = createToaster({
  placement: "bottom-end",
  max: TOAST_LIMIT,
  duration: TOAST_DURATION_MS,
  removeDelay: TOAST_REMOVE_DELAY_MS,
  hotkey: [TOAST_HOTKEY],
  overlap: false,
});

export function showToast({ title, description, variant = "default" }: ToastInput): void {
  toaster.remove();
  toaster.create({ title, description, type: variant === "destructive" ? "error" : "info" });
}

/**
 * In a portal, as a live region directly under <body>: a modal dialog hides and blocks everything else of the
 * page, but leaves live regions alone, so a toast raised over a dialog is still read out and can be closed.
 */
export function ToastRegion() {
  return (
    <Portal>
      <ArkToaster toaster={toaster}>
        {(item) => <ToastCard key={item.id} id={item.id} title={item.title} description={item.description} type={item.type} />}
      </ArkToaster>
    </Portal>
  );
}

/**
 * The toast machine only sets CSS variables and data-state; these classes turn them into the slide and fade.
 * A dismissed toast stays mounted for TOAST_REMOVE_DELAY_MS (spec §9), so once it has faded it is made
 * invisible too: nothing of it can be seen, clicked or read out.
 */
const MOTION =
  "[translate:var(--x)_var(--y)] [scale:var(--scale)] [z-index:var(--z-index)] [height:var(--height)] opacity-(--opacity) " +
  "transition-[translate,scale,opacity,height,visibility,transform] duration-300 ease-out " +
  "data-[state=closed]:invisible data-[state=closed]:duration-200 data-[swiped]:data-[state=closed]:[transform:translateX(110%)]";

function ToastCard(props: { id?: string; title?: React.ReactNode; description?: React.ReactNode; type?: string }) {
  const start = useRef<number | null>(null);
  const element = useRef<HTMLDivElement>(null);
  const [swiped, setSwiped] = useState(false);
  const destructive = props.type === "error";

  const onPointerDown = (event: PointerEvent) => {
    start.current = event.clientX;
  };
  const onPointerMove = (event: PointerEvent) => {
    if (start.current === null || !element.current) return;
    const dx = Math.max(0, event.clientX - start.current);
    element.current.style.transform = `translateX(${dx}px)`;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (start.current === null || !element.current) return;
    const dx = event.clientX - start.current;
    start.current = null;
    element.current.style.transform = "";
    if (dx >= TOAST_SWIPE_THRESHOLD && props.id) {
      setSwiped(true);
      toaster.dismiss(props.id);
    }
  };

  return (
    <ArkToast.Root
      ref={element}
      data-swiped={swiped || undefined}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      className={cn(
        "relative w-80 max-w-[calc(100vw-2rem)] touch-pan-y rounded-xl border p-4 pr-10 shadow-lg",
        MOTION,
        destructive ? "border-red-700 bg-red-700 text-white" : "border-slate-200 bg-white text-slate-900",
      )}
    >
      <ArkToast.Title className="text-sm font-semibold">{props.title}</ArkToast.Title>
      {props.description ? (
        <ArkToast.Description className={cn("mt-1 text-sm", destructive ? "text-red-50" : "text-slate-700")}>
          {props.description}
        </ArkToast.Description>
      ) : null}
      <Tooltip label="Close">
        <ArkToast.CloseTrigger
          aria-label="Close"
          className="absolute right-2 top-2 inline-flex size-7 items-center justify-center rounded-md text-lg leading-none opacity-80 hover:opacity-100"
        >
          ×
        </ArkToast.CloseTrigger>
      </Tooltip>
    </ArkToast.Root>
  );
}
