import type { ComponentType } from "react";
import type { RouteObject } from "react-router";
import { TRAINING_VERTICALS, type TrainingVertical } from "@domain/enums";
import { HomeByRole } from "./home-by-role";
import { HomePage } from "@/features/site/home-page";
import { RootLayout } from "./root-layout";
import { paths, routePatterns } from "@domain/app-paths";

/** The catch-all route: every other path is the 404 page (spec §2). */
export const NOT_FOUND_ROUTE_PATH = "*";

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: paths.home, element: <HomeByRole landing={<HomePage />} /> },
      // The other public pages are prerendered too; as lazy chunks they stay out of the home page's download.
      ...TRAINING_VERTICALS.map((vertical) => ({
        path: paths.industry(vertical),
        lazy: async () => industryRoute(vertical),
      })),
      {
        path: paths.demo,
        lazy: async () => ({ Component: (await import("@/features/site/demo-picker-page")).DemoPickerPage }),
      },
      {
        path: routePatterns.demoFlow,
        handle: screenModule("features/demo-flow/demo-flow-page.tsx"),
        lazy: async () => ({
          Component: await withQueries(import("@/features/demo-flow/demo-flow-page").then((page) => page.DemoFlowPage)),
        }),
      },
      { path: paths.terms, lazy: async () => ({ Component: (await import("@/features/site/terms-page")).TermsPage }) },
      {
        path: paths.privacy,
        lazy: async () => ({ Component: (await import("@/features/site/privacy-page")).PrivacyPage }),
      },
      {
        path: paths.waitingList,
        handle: screenModule("features/waiting-list/waiting-list-page.tsx"),
        lazy: async () => ({
          Component: await withQueries(
            import("@/features/waiting-list/waiting-list-page").then((page) => page.WaitingListPage),
          ),
        }),
      },
      {
        path: paths.devLogin,
        handle: screenModule("features/auth/components/dev-login-page.tsx"),
        lazy: async () => ({
          Component: await withQueries(
            import("@/features/auth/components/dev-login-page").then((page) => page.DevLoginPage),
          ),
        }),
      },
      {
        path: paths.brokerDashboard,
        handle: screenModule("features/broker-dashboard/broker-dashboard-page.tsx"),
        lazy: async () => ({
          Component: await withQueries(
            import("@/features/broker-dashboard/broker-dashboard-page").then((page) => page.BrokerDashboardPage),
          ),
        }),
      },
      {
        path: paths.agentDashboard,
        handle: screenModule("features/agent-dashboard/agent-dashboard-page.tsx"),
        lazy: async () => ({
          Component: await withQueries(
            import("@/features/agent-dashboard/agent-dashboard-page").then((page) => page.AgentDashboardPage),
          ),
        }),
      },
      {
        path: paths.reviewPath,
        handle: screenModule("features/call-review/call-review-page.tsx"),
        lazy: async () => ({
          Component: await withQueries(
            import("@/features/call-review/call-review-page").then((page) => page.CallReviewPage),
          ),
        }),
      },
      {
        path: paths.scenarioBuilder,
        handle: screenModule("features/team-scenarios/scenario-builder-page.tsx"),
        lazy: async () => ({
          Component: await withQueries(
            import("@/features/team-scenarios/scenario-builder-page").then((page) => page.ScenarioBuilderPage),
          ),
        }),
      },
      {
        path: routePatterns.joinTeam,
        handle: screenModule("features/teams/components/join-team-page.tsx"),
        lazy: async () => ({
          Component: await withQueries(
            import("@/features/teams/components/join-team-page").then((page) => page.JoinTeamPage),
          ),
        }),
      },
      {
        path: paths.createTeam,
        handle: screenModule("features/teams/components/create-team-page.tsx"),
        lazy: async () => ({
          Component: await withQueries(
            import("@/features/teams/components/create-team-page").then((page) => page.CreateTeamPage),
          ),
        }),
      },
      // Lazy: the 404 page (and the design-system parts it uses) stays out of every public page's first load.
      {
        path: NOT_FOUND_ROUTE_PATH,
        handle: { notFound: true },
        lazy: async () => ({ Component: (await import("@/features/system/not-found-page")).NotFoundPage }),
      },
    ],
  },
];

/**
 * Which source module (under web/) a lazily loaded screen is: scripts/prerender.ts lists its chunks in the screen's
 * app shell, so the browser fetches them with the HTML instead of one import after another.
 */
export interface ScreenHandle {
  module: string;
}

function screenModule(module: string): ScreenHandle {
  return { module: `src/${module}` };
}

/** A screen that queries, with the app's query client (React Query loads with the first such screen). */
async function withQueries(screen: Promise<ComponentType>): Promise<ComponentType> {
  const [Screen, { withQueryProvider }] = await Promise.all([screen, import("@/lib/query-provider")]);
  return withQueryProvider(Screen);
}

async function industryRoute(vertical: TrainingVertical): Promise<Pick<RouteObject, "element">> {
  const { IndustryPage } = await import("@/features/site/industry-page");
  return { element: <IndustryPage vertical={vertical} /> };
}
