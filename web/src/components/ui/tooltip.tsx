import { Portal } from "@ark-ui/react/portal";
import { Tooltip as ArkTooltip } from "@ark-ui/react/tooltip";
import type { ReactElement } from "react";
import { TOOLTIP_OPEN_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from "@domain/constants";

/**
 * Names an icon-only control on hover and keyboard focus (spec §9: 700 ms open delay, 300 ms skip delay).
 * The skip delay is the tooltip's close delay: while one tooltip is still closing, moving onto another trigger
 * opens that one at once, as the spec's skip delay does. `children` must be the control itself.
 */
export function Tooltip({ label, children }: { label: string; children: ReactElement }) {
  return (
    <ArkTooltip.Root
      openDelay={TOOLTIP_OPEN_DELAY_MS}
      closeDelay={TOOLTIP_SKIP_DELAY_MS}
      positioning={{ placement: "top" }}
      lazyMount
      unmountOnExit
    >
      <ArkTooltip.Trigger asChild>{children}</ArkTooltip.Trigger>
      <Portal>
        <ArkTooltip.Positioner className="z-[2147483647]">
          <ArkTooltip.Content className="rounded-md bg-slate-900 px-2.5 py-1.5 text-xs font-medium text-white shadow-lg">
            {label}
          </ArkTooltip.Content>
        </ArkTooltip.Positioner>
      </Portal>
    </ArkTooltip.Root>
  );
}
