import type { MeasureType } from '@care/api-client';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { AppApi } from '../../../app/api';

/** Query keys of the measurements. */
export const measurementKeys = {
  all: ['measurement'] as const,
  group: (groupId: number | null) => [...measurementKeys.all, 'group', groupId] as const,
  roundSheet: (groupId: number | null, type: MeasureType) =>
    [...measurementKeys.group(groupId), 'round', type] as const,
  latest: (groupId: number | null) => [...measurementKeys.group(groupId), 'latest'] as const,
  overdue: (groupId: number | null) => [...measurementKeys.group(groupId), 'overdue'] as const,
  critical: (groupId: number | null) => [...measurementKeys.group(groupId), 'critical'] as const,
  guest: (personalDataId: number) => [...measurementKeys.all, 'guest', personalDataId] as const,
  readings: (personalDataId: number, type: MeasureType, from: string, to: string) =>
    [...measurementKeys.guest(personalDataId), 'readings', type, from, to] as const,
  series: (personalDataId: number, type: MeasureType, from: string, to: string) =>
    [...measurementKeys.guest(personalDataId), 'series', type, from, to] as const,
  thresholds: (personalDataId: number) =>
    [...measurementKeys.guest(personalDataId), 'thresholds'] as const,
  balance: (personalDataId: number, from: string, to: string) =>
    [...measurementKeys.guest(personalDataId), 'balance', from, to] as const,
  schedules: (personalDataId: number) =>
    [...measurementKeys.guest(personalDataId), 'schedules'] as const,
  settings: () => [...measurementKeys.all, 'settings'] as const,
  devices: (groupId: number | null) => [...measurementKeys.group(groupId), 'devices'] as const,
  queue: (groupId: number | null) => [...measurementKeys.group(groupId), 'queue'] as const,
};

const group = (groupId: number | null) => (groupId === null ? {} : { groupId });

/** Queries of the measurements (docs/behaviour/measurements.md#routes). */
export const measurementQueries = {
  /** The group's guests with their last reading of `type` (round entry). */
  roundSheet: (api: AppApi, groupId: number | null, type: MeasureType) =>
    queryOptions({
      queryKey: measurementKeys.roundSheet(groupId, type),
      queryFn: ({ signal }) => api.measurement.roundSheet({ ...group(groupId), type }, { signal }),
      staleTime: 30_000,
    }),
  /** Every guest of the group with their latest reading of each type. */
  latest: (api: AppApi, groupId: number | null) =>
    queryOptions({
      queryKey: measurementKeys.latest(groupId),
      queryFn: ({ signal }) => api.measurement.latest(group(groupId), { signal }),
      staleTime: 30_000,
    }),
  /** The group's guests with overdue measures. */
  overdue: (api: AppApi, groupId: number | null) =>
    queryOptions({
      queryKey: measurementKeys.overdue(groupId),
      queryFn: ({ signal }) => api.measurement.overdue(group(groupId), { signal }),
      staleTime: 60_000,
    }),
  /** The group's active alerts, newest first (the critical-values widget). */
  critical: (api: AppApi, groupId: number | null) =>
    queryOptions({
      queryKey: measurementKeys.critical(groupId),
      queryFn: ({ signal }) => api.measurement.criticalEvents(group(groupId), { signal }),
      staleTime: 30_000,
    }),
  /**
   * A guest's readings of `type` in a period, newest first, page after page of the server's
   * (the table: every reading, never down-sampled).
   */
  readings: (api: AppApi, personalDataId: number, type: MeasureType, from: string, to: string) =>
    infiniteQueryOptions({
      queryKey: measurementKeys.readings(personalDataId, type, from, to),
      queryFn: ({ signal, pageParam }) =>
        api.measurement.list(personalDataId, { type, from, to, page: pageParam }, { signal }),
      initialPageParam: 0,
      getNextPageParam: (last) =>
        (last.page + 1) * last.pageSize < last.total ? last.page + 1 : undefined,
      staleTime: 30_000,
    }),
  /** A guest's chart series of `type` (down-sampled by the server beyond 500 points). */
  series: (api: AppApi, personalDataId: number, type: MeasureType, from: string, to: string) =>
    queryOptions({
      queryKey: measurementKeys.series(personalDataId, type, from, to),
      queryFn: ({ signal }) =>
        api.measurement.series(personalDataId, { type, from, to }, { signal }),
      staleTime: 30_000,
    }),
  /** The guest's thresholds in force, with their history. */
  thresholds: (api: AppApi, personalDataId: number) =>
    queryOptions({
      queryKey: measurementKeys.thresholds(personalDataId),
      queryFn: ({ signal }) => api.measurement.thresholds(personalDataId, { signal }),
      staleTime: 60_000,
    }),
  /** What is due for the guest. */
  schedules: (api: AppApi, personalDataId: number) =>
    queryOptions({
      queryKey: measurementKeys.schedules(personalDataId),
      queryFn: ({ signal }) => api.measurement.schedules(personalDataId, { signal }),
      staleTime: 60_000,
    }),
  /** The guest's water balance per local day (`from`, `to`: `YYYY-MM-DD`). */
  balance: (api: AppApi, personalDataId: number, from: string, to: string) =>
    queryOptions({
      queryKey: measurementKeys.balance(personalDataId, from, to),
      queryFn: ({ signal }) =>
        api.measurement.waterBalance(personalDataId, { from, to }, { signal }),
      staleTime: 30_000,
    }),
  /** The device register of the group. */
  devices: (api: AppApi, groupId: number | null) =>
    queryOptions({
      queryKey: measurementKeys.devices(groupId),
      queryFn: ({ signal }) => api.measurement.devices(group(groupId), { signal }),
      staleTime: 30_000,
    }),
  /** The group's readings of shared devices waiting for a guest, oldest first. */
  queue: (api: AppApi, groupId: number | null) =>
    queryOptions({
      queryKey: measurementKeys.queue(groupId),
      queryFn: ({ signal }) => api.measurement.queue(group(groupId), { signal }),
      staleTime: 15_000,
    }),
  /** The facility's settings (the glycaemia unit). */
  settings: (api: AppApi) =>
    queryOptions({
      queryKey: measurementKeys.settings(),
      queryFn: ({ signal }) => api.measurement.settings({ signal }),
      staleTime: 5 * 60_000,
    }),
};
