import type { RouteObject } from 'react-router';

/** Every screen path a route tree declares (index and lazy leaves), without the catch-all. */
export function screenPaths(list: RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    const path = route.path
      ? `${parent.replace(/\/$/, '')}/${route.path.replace(/^\//, '')}`
      : parent;
    const own = route.index || (route.lazy && !route.children) ? [path || '/'] : [];
    return route.path === '*' ? [] : [...own, ...screenPaths(route.children ?? [], path)];
  });
}
