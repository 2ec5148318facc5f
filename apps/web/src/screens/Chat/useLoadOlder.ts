import { type RefObject, useRef, useState } from "react";
import { oneAtATime } from "./oneAtATime";
import { toastFailure } from "./toastFailure";

/**
 * "Load older messages" of a conversation (the chat's and a room's): `loadingOlder` for the spinner,
 * and `loadOlder`, which does nothing while a page is on its way or when `canLoad()` says there is no
 * more. `load` fetches and dispatches one page; a failure is toasted.
 */
export function useLoadOlder(options: {
  alive: RefObject<boolean>;
  canLoad: () => boolean;
  load: () => Promise<void>;
}) {
  const [loadingOlder, setLoadingOlder] = useState(false);
  // State alone is no guard: two events before the next render both read it as false.
  const inFlight = useRef(false);

  const loadOlder = async () => {
    if (!options.canLoad()) return;
    await oneAtATime(inFlight, async () => {
      setLoadingOlder(true);
      try {
        await options.load();
      } catch (error) {
        toastFailure(error);
      } finally {
        if (options.alive.current) setLoadingOlder(false);
      }
    });
  };

  return { loadingOlder, loadOlder };
}
