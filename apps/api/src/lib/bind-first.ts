/** An operation once its first parameter (one app's collaborators) is fixed. */
export type BoundOperation<F> = F extends (first: never, ...rest: infer A) => infer R
  ? (...rest: A) => R
  : never;

export type BoundOperations<Operations> = {
  readonly [Name in keyof Operations]: BoundOperation<Operations[Name]>;
};

/**
 * A module's operations bound to one app's collaborators, their first parameter (createCommerce,
 * createScheduling): callers never pass them, and two apps' instances never mix.
 */
export function bindFirst<
  First,
  Operations extends Record<string, (first: First, ...rest: never[]) => unknown>,
>(first: First, operations: Operations): BoundOperations<Operations> {
  const bound = Object.entries(operations).map(([name, operation]) => [
    name,
    (...rest: never[]) => operation(first, ...rest),
  ]);
  return Object.fromEntries(bound) as BoundOperations<Operations>;
}
