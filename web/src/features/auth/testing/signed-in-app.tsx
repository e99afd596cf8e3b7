/** @file Test helpers: the app at a path with its real providers, and a stand-in for the auth API. */
import { act, render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { SIGNED_IN_HINT_COOKIE, type AuthUser } from "@domain/auth";
import { preloadLazyRoutes } from "@/app/preload-lazy-routes";
import { Providers } from "@/app/providers";
import { fakeApi, json, noContent, type FakeAnswer } from "@/testing/fake-api";
import { routes } from "@/app/routes";

export const AGENT: AuthUser = {
  id: "0b0c5a4e-0000-4000-8000-000000000001",
  email: "alex.chen@practiceline.dev",
  firstName: "Alex",
  lastName: "Chen",
  profileImageUrl: null,
  role: "agent",
  isTrainer: "no",
};

export const BROKER: AuthUser = {
  id: "0b0c5a4e-0000-4000-8000-000000000002",
  email: "broker@practiceline.dev",
  firstName: "Morgan",
  lastName: "Reyes",
  profileImageUrl: null,
  role: "broker",
  isTrainer: "no",
};

/** What the browser would hold after signing in: the readable hint beside the (HttpOnly) session cookie. */
export function setSignedInHint(signedIn: boolean): void {
  document.cookie = signedIn ? `${SIGNED_IN_HINT_COOKIE}=1; path=/` : `${SIGNED_IN_HINT_COOKIE}=; max-age=0; path=/`;
}

export interface FakeAuthApi {
  calls: string[];
  /** Answers a pending GET /api/auth/user (only when created with `user: "pending"`). */
  resolveUser(user: AuthUser | null): void;
}

/**
 * Stands in for the Worker at the network boundary. `user` answers GET /api/auth/user (null = 401);
 * dev login answers `devLogin` (404 = production) and signs the browser in like the real Set-Cookie would.
 * Any other call never answers.
 */
export function fakeAuthApi(options: {
  user?: AuthUser | null | "pending";
  devLogin?: 200 | 404 | 500;
  logout?: 204 | 500;
}): FakeAuthApi {
  let signedInAs: AuthUser | null = options.user === "pending" ? null : (options.user ?? null);
  const pendingUser: Array<(response: FakeAnswer<"GET /api/auth/user">) => void> = [];
  // Other features' calls (the dashboards' data) stay pending: these tests are about auth, and a failed call
  // would retry after the test, against a real network.
  const { calls } = fakeApi(
    {
      "GET /api/auth/user": () => {
        if (options.user === "pending")
          return new Promise<FakeAnswer<"GET /api/auth/user">>((resolve) => pendingUser.push(resolve));
        return signedInAs ? json(signedInAs) : json({ message: "Unauthorized", code: "not_signed_in" }, 401);
      },
      "GET /api/dev/login": () =>
        options.devLogin === 404
          ? json({ message: "Not found", code: "not_found" }, 404)
          : json({ available: true, roles: ["broker", "agent"] }),
      "POST /api/dev/login": (body) => {
        if (options.devLogin === 404) return json({ message: "Not found", code: "not_found" }, 404);
        if (options.devLogin === 500) return json({ message: "Internal Server Error", code: "internal_error" }, 500);
        signedInAs = (body as { role: string }).role === "broker" ? BROKER : AGENT;
        setSignedInHint(true);
        return json(signedInAs);
      },
      "POST /api/logout": () => {
        if (options.logout === 500) return json({ message: "Internal Server Error", code: "internal_error" }, 500);
        signedInAs = null;
        setSignedInHint(false);
        return noContent();
      },
    },
    { unknown: "pending" },
  );
  return {
    calls,
    resolveUser: (user) =>
      pendingUser.shift()?.(user ? json(user) : json({ message: "Unauthorized", code: "not_signed_in" }, 401)),
  };
}

/** The whole app at `path`, as main.tsx starts it (lazy routes resolved first). */
export async function renderApp(path: string) {
  await preloadLazyRoutes(routes, new URL(path, "http://localhost").pathname);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  // The toast region (mounted once an earlier test showed a toast) settles its state machine right after mount.
  await act(async () => {});
  return router;
}

/** Toasts live in a module-level store: clear them so one test's toast never shows up in the next. */
export async function clearToasts(): Promise<void> {
  const { toaster } = await import("@/components/ui/toast-region");
  act(() => toaster.remove());
}

/** The dashboards are lazy chunks: load their code once up front, so each test waits only on React. */
export async function loadDashboardCode(): Promise<void> {
  await Promise.all([
    import("@/features/broker-dashboard/broker-dashboard-page"),
    import("@/features/agent-dashboard/agent-dashboard-page"),
    import("@/app/signed-in-home"),
    import("@/lib/query-provider"),
  ]);
}
