import * as React from 'react';

/**
 * Turns off the owner stacks of React's development build in the unit tests, unless
 * `CARE_OWNER_STACKS=1`. For each element it creates, React captures an `Error` whose stack says
 * where the element was written, for the component stacks of its warnings: up to 10,000 captures a
 * second, counted in its shared internals and reset at a render a second later. The whole-app
 * renders of these tests create far more elements than that, and the captures cost a sixth of the
 * suite's CPU (docs/architecture.md#testing). The counter is made to read as always past the limit,
 * so React takes its own path for elements past it (no stack). A warning then names the component
 * without the lines that created it: set `CARE_OWNER_STACKS=1` when chasing one. Should React
 * rename the counter, nothing breaks: the captures come back, and the suite is slower.
 */
export function turnOffOwnerStacks(): void {
  // The browser project has no `process`: there the stacks are always off.
  if (globalThis.process?.env.CARE_OWNER_STACKS === '1') return;
  const internals = (React as unknown as Record<string, unknown>)
    .__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
  if (typeof internals !== 'object' || internals === null) return;
  if (!('recentlyCreatedOwnerStacks' in internals)) return;
  Object.defineProperty(internals, 'recentlyCreatedOwnerStacks', {
    get: () => Number.POSITIVE_INFINITY,
    set: () => undefined,
    configurable: true,
  });
}
