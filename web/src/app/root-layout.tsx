import { Outlet } from "react-router";
import { DocumentMeta } from "@/features/seo/document-meta";
import { ScrollToTop } from "@/features/system/scroll-to-top";

export function RootLayout() {
  return (
    <>
      <ScrollToTop />
      <DocumentMeta />
      <Outlet />
    </>
  );
}
