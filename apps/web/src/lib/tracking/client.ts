import { trackingRoutes } from "@fable/contract/routes/tracking";
import { api } from "../../api";
import { deviceId } from "../deviceId";
import { createBatchQueue } from "./queue";
import { attachSink, type TrackedEvent } from "./track";

export { visitSource as visitOf } from "./visit";

/** Starts sending what `track` notes: one POST /event a second at most, and the rest when the page is hidden. */
export function startTrackingClient(): void {
  const device = deviceId();
  const queue = createBatchQueue<TrackedEvent>({
    send: (events) =>
      api
        .call(trackingRoutes.events, { body: { events } }, { skipCodeEffects: true, timeoutMs: 10_000 })
        .catch(() => undefined),
  });
  attachSink((event) =>
    queue.add({
      app_name: "Fable",
      platform: window.matchMedia("(max-width: 767px)").matches ? "H5" : "Web",
      ...(device ? { device_id: device } : {}),
      ...event,
    }),
  );
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") queue.flush();
  });
}
