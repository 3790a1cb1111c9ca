import type { ModuleId } from '@care/api-client';
import { lazy, type ComponentType } from 'react';

/**
 * A section a care module adds to the guest chart's summary tab
 * (docs/behaviour/guest-chart.md#summary-sections): shown to users whose level in `module` is at
 * least read, in its own chunk.
 */
export interface GuestSummarySection {
  id: string;
  module: ModuleId;
  Component: ComponentType<{ personalDataId: number }>;
}

const SignificantEvents = lazy(async () => ({
  default: (await import('../diary/summary/significant-events')).SignificantEvents,
}));

const ActivityParticipation = lazy(async () => ({
  default: (await import('../activity/components/guest-participation')).GuestParticipation,
}));

/** The summary's sections from the care modules, in their order. */
export const GUEST_SUMMARY_SECTIONS: readonly GuestSummarySection[] = [
  { id: 'diary', module: 'diary', Component: SignificantEvents },
  { id: 'activity', module: 'activity', Component: ActivityParticipation },
];
