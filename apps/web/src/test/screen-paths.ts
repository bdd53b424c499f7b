import type { RouteObject } from 'react-router';

/**
 * Every screen path a route tree declares (index, lazy and element leaves: a redirect such as
 * /privacy counts, the API must answer 200 for it too), without the catch-all.
 */
export function screenPaths(list: RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    const path = route.path
      ? `${parent.replace(/\/$/, '')}/${route.path.replace(/^\//, '')}`
      : parent;
    const screen = route.lazy ?? route.element;
    const own = route.index || (screen && !route.children) ? [path || '/'] : [];
    return route.path === '*' ? [] : [...own, ...screenPaths(route.children ?? [], path)];
  });
}
