import { Outlet } from "react-router";
import { ScrollToTop } from "../features/system/scroll-to-top";

export function RootLayout() {
  return (
    <>
      <ScrollToTop />
      <Outlet />
    </>
  );
}
