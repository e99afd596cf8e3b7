import "./styles.css";
import { startScreenRequests } from "@/app/screen-early-requests";

window.addEventListener("unhandledrejection", (event) => {
  console.warn("Unhandled promise rejection:", event.reason);
  event.preventDefault();
});

/** Resolves after the browser has painted a frame (at once in a hidden tab, which paints nothing). */
function afterFirstPaint(): Promise<void> {
  if (document.visibilityState === "hidden") return Promise.resolve();
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

const container = document.getElementById("root")!;
// A client-rendered screen's first data downloads beside its code rather than after it.
const early = container.dataset.prerenderedPath ? null : startScreenRequests(location);
// A prerendered page is readable before any script runs: the app loads after it is painted, so its
// download and start-up never hold back the HTML and CSS that show the page.
const ready = container.dataset.prerenderedPath ? afterFirstPaint() : Promise.resolve();
void ready.then(async () => (await import("@/app/start-app")).startApp(container, early));
