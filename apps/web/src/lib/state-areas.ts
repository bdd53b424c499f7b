import type { Reducer, UnknownAction } from '@reduxjs/toolkit';

/**
 * State areas that a feature adds to the store when its code loads, instead of the store building
 * them in (issue 14: the store is in the start-up bundle of every page, the log-in page included).
 * A feature's slice module calls `addStateArea` at its top, so whatever imports its actions or
 * selectors has the area in the store. None of these areas is persisted (SPEC §3 persists only
 * areas built into the store).
 */
interface StateArea {
  reducer: Reducer;
  /** One person's data: back to its initial state when the session ends. */
  endsWithSession: boolean;
}

const areas = new Map<string, StateArea>();
let areaAdded: (() => void) | undefined;

/** The action the store dispatches when an area is added, so the area has its initial state. */
export const STATE_AREA_ADDED = 'store/stateAreaAdded';

export function addStateArea(
  name: string,
  reducer: Reducer,
  options: { endsWithSession?: boolean } = {},
): void {
  if (areas.get(name)?.reducer === reducer) return;
  areas.set(name, { reducer, endsWithSession: options.endsWithSession ?? false });
  areaAdded?.();
}

/** The store to tell of a late area (the browser has one store; a new store gets every area). */
export function onStateAreaAdded(listener: () => void): void {
  areaAdded = listener;
}

/**
 * The store's reducer: the built-in areas and every area added so far, each over its part of the
 * state (what `combineReducers` does for a fixed list); the same object when nothing changed.
 */
export function combineWithStateAreas<State extends object>(
  builtIn: Record<string, Reducer>,
): (state: State | undefined, action: UnknownAction) => State {
  return (state, action) => {
    const previous = (state ?? {}) as Record<string, unknown>;
    let next: Record<string, unknown> | undefined;
    const reduce = (name: string, reducer: Reducer) => {
      const before = previous[name];
      const after: unknown = reducer(before, action);
      if (after !== before || !(name in previous)) (next ??= { ...previous })[name] = after;
    };
    for (const [name, reducer] of Object.entries(builtIn)) reduce(name, reducer);
    for (const [name, { reducer }] of areas) reduce(name, reducer);
    return (next ?? previous) as State;
  };
}

/** The added areas that hold one person's data, back to their initial state. */
export function endSessionOfStateAreas<State extends object>(state: State): State {
  const next: Record<string, unknown> = { ...(state as Record<string, unknown>) };
  for (const [name, { reducer, endsWithSession }] of areas) {
    if (endsWithSession) next[name] = reducer(undefined, { type: STATE_AREA_ADDED });
  }
  return next as State;
}
