import { Portal } from "@ark-ui/react/portal";
import { createToaster, Toast as ArkToast, Toaster as ArkToaster, useToastContext } from "@ark-ui/react/toast";
import { useRef, useState, type PointerEvent } from "react";
import {
  TOAST_DURATION_MS,
  TOAST_HOTKEY,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY_MS,
  TOAST_SWIPE_THRESHOLD,
} from "@domain/constants";
import { cn } from "@/lib/cn";
import type { ToastInput } from "./toast-input";
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
        {(item) => <ToastCard key={item.id} title={item.title} description={item.description} type={item.type} />}
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
  "data-[state=closed]:invisible data-[state=closed]:duration-200 " +
  // While dragged, the toast sits under the pointer instead of easing after it.
  "data-[dragging]:transition-none";

/** Moved this far, a press on the toast is a drag, not a click on its close button. */
const DRAG_SLOP_PX = 4;

/**
 * Swipe right to dismiss (spec §9: direction right, threshold 50): the toast follows the pointer, and a release
 * past the threshold dismisses it, however slowly it was dragged. Once the press has become a drag the pointer is
 * captured, so a swipe that leaves the toast (or the window) still ends on it.
 *
 * The release dismisses through this toast's own machine, not `toaster.dismiss(id)`: the store passes a dismissal
 * on as a `message` the toast reads on its next render, and the toast leaving from under the pointer makes the
 * region resume its toasts (pointer leave), a second message that could replace the first before that render.
 */
function useSwipeToDismiss() {
  const toast = useToastContext();
  const start = useRef<number | null>(null);
  const element = useRef<HTMLDivElement>(null);
  const [dragging, setDragging] = useState(false);

  const reset = () => {
    start.current = null;
    setDragging(false);
    if (element.current) element.current.style.transform = "";
  };
  const onPointerDown = (event: PointerEvent) => {
    if (event.button !== 0) return;
    start.current = event.clientX;
  };
  const onPointerMove = (event: PointerEvent) => {
    if (start.current === null || !element.current) return;
    const dx = Math.max(0, event.clientX - start.current);
    if (!dragging && dx >= DRAG_SLOP_PX) {
      setDragging(true);
      element.current.setPointerCapture?.(event.pointerId);
    }
    element.current.style.transform = `translateX(${dx}px)`;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (start.current === null) return;
    const dx = event.clientX - start.current;
    reset();
    if (dx >= TOAST_SWIPE_THRESHOLD) {
      // It leaves to the right from where the pointer let go of it.
      if (element.current) element.current.style.transform = "translateX(110%)";
      toast.dismiss();
    }
  };

  return {
    ref: element,
    "data-dragging": dragging || undefined,
    onPointerDown,
    onPointerMove,
    onPointerUp,
    // The browser took the gesture over (a scroll): the toast goes back, nothing is dismissed.
    onPointerCancel: reset,
  };
}

function ToastCard(props: { title?: React.ReactNode; description?: React.ReactNode; type?: string }) {
  const swipe = useSwipeToDismiss();
  const destructive = props.type === "error";

  return (
    <ArkToast.Root
      {...swipe}
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
