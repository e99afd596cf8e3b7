import type { RouteObject } from "react-router";
import type { TrainingVertical } from "@domain/enums";
import { HomeByRole } from "./home-by-role";
import { HomePage } from "@/features/site/home-page";
import { paths } from "@/config/paths";
import { RootLayout } from "./root-layout";
import { PARAMETRISED_ROUTES } from "@domain/app-shells";

const [JOIN_TEAM_ROUTE] = PARAMETRISED_ROUTES;

/** The catch-all route: every other path is the 404 page (spec §2). */
export const NOT_FOUND_ROUTE_PATH = "*";

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: "/", element: <HomeByRole landing={<HomePage />} /> },
      // The other public pages are prerendered too; as lazy chunks they stay out of the home page's download.
      { path: "/real-estate", lazy: async () => industryRoute("real_estate") },
      { path: "/insurance", lazy: async () => industryRoute("insurance") },
      { path: "/saas", lazy: async () => industryRoute("saas") },
      { path: "/demo", lazy: async () => ({ Component: (await import("@/features/site/demo-picker-page")).DemoPickerPage }) },
      {
        path: "/demo/:vertical",
        lazy: async () => ({ Component: (await import("@/features/demo-flow/demo-flow-page")).DemoFlowPage }),
      },
      { path: "/terms", lazy: async () => ({ Component: (await import("@/features/site/terms-page")).TermsPage }) },
      { path: "/privacy", lazy: async () => ({ Component: (await import("@/features/site/privacy-page")).PrivacyPage }) },
      {
        path: "/waiting-list",
        lazy: async () => ({ Component: (await import("@/features/waiting-list/waiting-list-page")).WaitingListPage }),
      },
      {
        path: "/dev",
        lazy: async () => ({ Component: (await import("@/features/auth/components/dev-login-page")).DevLoginPage }),
      },
      {
        path: "/broker-dashboard",
        lazy: async () => ({ Component: (await import("@/features/broker-dashboard/broker-dashboard-page")).BrokerDashboardPage }),
      },
      {
        path: "/agent-dashboard",
        lazy: async () => ({ Component: (await import("@/features/agent-dashboard/agent-dashboard-page")).AgentDashboardPage }),
      },
      {
        path: paths.reviewPath,
        lazy: async () => ({ Component: (await import("@/features/call-review/call-review-page")).CallReviewPage }),
      },
      {
        path: JOIN_TEAM_ROUTE,
        lazy: async () => ({ Component: (await import("@/features/teams/components/join-team-page")).JoinTeamPage }),
      },
      {
        path: "/create-team",
        lazy: async () => ({ Component: (await import("@/features/teams/components/create-team-page")).CreateTeamPage }),
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

async function industryRoute(vertical: TrainingVertical): Promise<Pick<RouteObject, "element">> {
  const { IndustryPage } = await import("@/features/site/industry-page");
  return { element: <IndustryPage vertical={vertical} /> };
}
