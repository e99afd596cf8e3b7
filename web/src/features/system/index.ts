/** @file The app's own pages other features show: the 404 page. */
export { NotFoundPage } from "./not-found-page";
export { ScrollToTop } from "./scroll-to-top";
