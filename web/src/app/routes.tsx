import type { RouteObject } from "react-router";
import { HomePage } from "../features/site/home-page";
import { NotFoundPage } from "../features/system/not-found-page";
import { RootLayout } from "./root-layout";

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: "/", element: <HomePage /> },
      { path: "*", element: <NotFoundPage /> },
    ],
  },
];
