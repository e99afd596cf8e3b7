import { lazy, Suspense, type ReactNode } from "react";
import { useSignedInHint } from "@/features/auth/signed-in-hint";

// Only someone with the signed-in hint asks who they are: the dashboards and the query client load for them alone.
const SignedInHome = lazy(async () => {
  const [{ SignedInHome: Home }, { withQueryProvider }] = await Promise.all([
    import("./signed-in-home"),
    import("@/lib/query-provider"),
  ]);
  return { default: withQueryProvider(Home) };
});

/**
 * `/` by role (spec §2): the landing page renders at once (it is prerendered and never waits on auth);
 * when the current user turns out to be a broker or an agent, their dashboard takes its place.
 */
export function HomeByRole({ landing }: { landing: ReactNode }) {
  return useSignedInHint() ? (
    <Suspense fallback={landing}>
      <SignedInHome landing={landing} />
    </Suspense>
  ) : (
    landing
  );
}
