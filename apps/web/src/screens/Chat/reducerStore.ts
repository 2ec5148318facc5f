import { useEffect, useRef, useState } from "react";
import { useStore } from "zustand";
import { createStore } from "zustand/vanilla";

/**
 * A store holding a reducer's state (the chat's and a room's conversation). Operations read it with
 * getState(), so a callback never acts on a stale render.
 */
function createReducerStore<State, Action>(reducer: (state: State, action: Action) => State, initial: State) {
  return createStore<{ state: State; dispatch: (action: Action) => void }>()((set) => ({
    state: initial,
    dispatch: (action) => set((store) => ({ state: reducer(store.state, action) })),
  }));
}

/**
 * A conversation's store and what its operations share (the chat's and a room's): the state to render,
 * `dispatch`, `current()` to read the state now, the reply's AbortController, and whether the screen is
 * still shown. Leaving the screen stops the reply; the server then stops the model.
 */
export function useConversationStore<State, Action>(
  reducer: (state: State, action: Action) => State,
  initial: State,
) {
  const [store] = useState(() => createReducerStore(reducer, initial));
  const state = useStore(store, (current) => current.state);
  const controller = useRef<AbortController | null>(null);
  const alive = useRef(true);

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
      controller.current?.abort();
    };
  }, []);

  return {
    state,
    dispatch: store.getState().dispatch,
    current: () => store.getState().state,
    controller,
    alive,
  };
}
