import type { ReactNode } from "react";

/** What a query that failed says: a whole panel's (centred) or a line under a card's heading (`inline`). */
export function ErrorText({ children, inline = false }: { children: ReactNode; inline?: boolean }) {
  return (
    <p
      role="alert"
      className={inline ? "mt-3 text-sm font-medium text-red-700" : "py-6 text-center text-sm font-medium text-red-700"}
    >
      {children}
    </p>
  );
}

/** What a panel says when its query answered with nothing to show. */
export function EmptyText({ children }: { children: ReactNode }) {
  return <p className="py-6 text-center text-sm text-slate-700">{children}</p>;
}

/** The part of a query result a view reads (a `useQuery` result is one). */
interface QueryLike<T> {
  isPending: boolean;
  isError: boolean;
  data: T | undefined;
}

interface QueryViewProps<T> {
  query: QueryLike<T>;
  /** Shown while the data loads (a skeleton of what comes). */
  loading: ReactNode;
  /** Shown when the query failed: the view's own sentence, as an `ErrorText`. */
  failed: ReactNode;
  /** Shown instead of `children` when `isEmpty` says the data has nothing to show. */
  empty?: ReactNode;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}

/** A query's loading, failed, empty and loaded states, in that order, for every view that reads one. */
export function QueryView<T>({ query, loading, failed, empty, isEmpty, children }: QueryViewProps<T>) {
  if (query.isPending) return <>{loading}</>;
  if (query.isError || query.data === undefined) return <>{failed}</>;
  if (isEmpty?.(query.data)) return <>{empty}</>;
  return <>{children(query.data)}</>;
}
