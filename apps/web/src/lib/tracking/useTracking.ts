import { useEffect } from "react";
import { useLocation } from "react-router";
import { track } from "./track";

/** How long after the first render the sending client is fetched: the page comes first. */
const CLIENT_DELAY_MS = 1000;

/**
 * Notes the visit (where it came from) once and a page view on every navigation; the client that
 * sends them is fetched a moment after the page is up.
 */
export function useTracking(): void {
  const { pathname } = useLocation();

  useEffect(() => {
    const { href } = window.location;
    const referrer = document.referrer;
    const timer = setTimeout(() => {
      void import("./client").then(({ startTrackingClient, visitOf }) => {
        startTrackingClient();
        track("visit", { visit: visitOf(href, referrer) });
      });
    }, CLIENT_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  useEffect(() => track("page_view", { properties: { path: pathname } }), [pathname]);
}
