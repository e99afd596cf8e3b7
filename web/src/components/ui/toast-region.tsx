import { createToaster, Toast as ArkToast, Toaster as ArkToaster } from "@ark-ui/react/toast";
import { useRef, type PointerEvent } from "react";
import {
  TOAST_DURATION_MS,
  TOAST_HOTKEY,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY_MS,
  TOAST_SWIPE_THRESHOLD,
} from "../../../../domain/constants";
import { cn } from "../../lib/cn";
import type { ToastInput } from "./toast";

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

export function ToastRegion() {
  return (
    <ArkToaster toaster={toaster}>
      {(item) => <ToastCard key={item.id} id={item.id} title={item.title} description={item.description} type={item.type} />}
    </ArkToaster>
  );
}

function ToastCard(props: { id?: string; title?: React.ReactNode; description?: React.ReactNode; type?: string }) {
  const start = useRef<number | null>(null);
  const element = useRef<HTMLDivElement>(null);
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
    if (start.current === null) return;
    const dx = event.clientX - start.current;
    start.current = null;
    if (element.current) element.current.style.transform = "";
    if (dx >= TOAST_SWIPE_THRESHOLD && props.id) toaster.dismiss(props.id);
  };

  return (
    <ArkToast.Root
      ref={element}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      className={cn(
        "pointer-events-auto relative w-80 max-w-[calc(100vw-2rem)] touch-pan-y rounded-xl border p-4 pr-10 shadow-lg transition-transform",
        destructive ? "border-red-700 bg-red-700 text-white" : "border-slate-200 bg-white text-slate-900",
      )}
    >
      <ArkToast.Title className="text-sm font-semibold">{props.title}</ArkToast.Title>
      {props.description ? (
        <ArkToast.Description className={cn("mt-1 text-sm", destructive ? "text-red-50" : "text-slate-700")}>
          {props.description}
        </ArkToast.Description>
      ) : null}
      <ArkToast.CloseTrigger
        aria-label="Close"
        className="absolute right-2 top-2 inline-flex size-7 items-center justify-center rounded-md text-lg leading-none opacity-80 hover:opacity-100"
      >
        ×
      </ArkToast.CloseTrigger>
    </ArkToast.Root>
  );
}
