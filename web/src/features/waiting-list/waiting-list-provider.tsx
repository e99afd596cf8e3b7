import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from "react";
import { WaitingListContext, type OpenWaitingListOptions, type WaitingListControls } from "./waiting-list-context";

// The form, its rules and the query client load on first open, keeping them out of every public page's first download.
const WaitingListDialog = lazy(async () => {
  const [{ WaitingListDialog: Dialog }, { withQueryProvider }] = await Promise.all([
    import("./components/waiting-list-dialog"),
    import("@/lib/query-provider"),
  ]);
  return { default: withQueryProvider(Dialog) };
});

interface OpenDialog {
  /** A fresh dialog (empty form, no success view) each time it is opened. */
  key: number;
  options: OpenWaitingListOptions;
}

/** Lets any page open the waiting-list dialog with `useWaitingList().open(...)`. */
export function WaitingListProvider({ children }: { children: ReactNode }) {
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const controls = useMemo<WaitingListControls>(
    () => ({ open: (options) => setDialog((current) => ({ key: (current?.key ?? 0) + 1, options })) }),
    [],
  );
  const close = useCallback(() => setDialog(null), []);

  return (
    <WaitingListContext value={controls}>
      {children}
      {dialog ? (
        <Suspense fallback={null}>
          <WaitingListDialog
            key={dialog.key}
            open
            vertical={dialog.options.vertical}
            overallScore={dialog.options.overallScore}
            onClose={close}
            onComplete={dialog.options.onComplete}
            onJoined={dialog.options.onJoined}
          />
        </Suspense>
      ) : null}
    </WaitingListContext>
  );
}
