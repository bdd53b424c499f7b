import { createElement, lazy, type ComponentType, type ReactElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';

type Preload = () => Promise<ComponentType>;
type LazyScreen = ComponentType & { preload: Preload };

/**
 * A screen whose code is its own chunk, for declarative routes (`element: lazyScreen(...)`).
 * Unlike React.lazy alone it renders synchronously once its module is loaded, so a screen loaded
 * before rendering (the prerender, hydration, a preload on intent, navigateTo) never suspends;
 * otherwise it suspends (React.lazy) until the chunk arrives. A failed load is thrown to the
 * error boundary.
 */
export function lazyScreen(load: () => Promise<ComponentType>): ReactElement {
  let loaded: ComponentType | undefined;
  let pending: Promise<ComponentType> | undefined;
  const preload: Preload = () =>
    (pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  const Suspending = lazy(async () => ({ default: await preload() }));
  const Screen: LazyScreen = Object.assign(() => createElement(loaded ?? Suspending), {
    preload,
  });
  return createElement(Screen);
}

/** The loader of a route made with lazyScreen, if it is one. */
export function preloadOf(route: RouteObject): Preload | undefined {
  const type = (route.element as ReactElement | undefined)?.type as Partial<LazyScreen> | undefined;
  return typeof type?.preload === 'function' ? type.preload : undefined;
}

/** Loads the code of every lazy screen a path shows (layouts and page). */
export async function preloadScreens(routes: RouteObject[], pathname: string): Promise<void> {
  const loads = (matchRoutes(routes, pathname) ?? []).map(({ route }) => preloadOf(route)?.());
  await Promise.all(loads);
}
