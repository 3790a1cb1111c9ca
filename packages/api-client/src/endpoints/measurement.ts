import type { z } from 'zod/mini';
import type { ThresholdParameter } from '../schemas/measurement-thresholds';
import {
  latestTableResponseSchema,
  readingCreateSchema,
  readingEnteredInErrorSchema,
  readingListQuerySchema,
  readingPageResponseSchema,
  readingResponseSchema,
  roundCreateSchema,
  roundResponseSchema,
  roundSheetQuerySchema,
  roundSheetResponseSchema,
  seriesQuerySchema,
  seriesResponseSchema,
  vitalSignsCreateSchema,
  vitalSignsRoundResponseSchema,
  waterBalanceQuerySchema,
  waterBalanceResponseSchema,
  type ReadingCreate,
  type ReadingEnteredInError,
  type ReadingListQuery,
  type RoundCreate,
  type RoundSheetQuery,
  type SeriesQuery,
  type VitalSignsCreate,
  type WaterBalanceQuery,
} from '../schemas/measurement-readings';
import {
  defaultThresholdsResponseSchema,
  guestThresholdsResponseSchema,
  measurementDueListResponseSchema,
  measurementProfileResponseSchema,
  measurementProfileUpdateSchema,
  measurementSettingsResponseSchema,
  measurementSettingsUpdateSchema,
  overdueListResponseSchema,
  schedulesUpdateSchema,
  thresholdOverrideSchema,
  type MeasurementProfileUpdate,
  type SchedulesUpdate,
  type ThresholdOverride,
} from '../schemas/measurement-care';
import { measurementAlertEndpoints, type MeasurementAlertEndpoints } from './measurement-alerts';
import { measurementDeviceEndpoints, type MeasurementDeviceEndpoints } from './measurement-devices';
import type { CallOptions, EndpointContext } from './context';
import { measurementCalls, type Data } from './measurement-calls';
type GroupQuery = { groupId?: number | undefined };

/** The measurements care module (docs/behaviour/measurements.md#routes). */
export interface MeasurementEndpoints
  extends MeasurementDeviceEndpoints, MeasurementAlertEndpoints {
  /** `POST …/measurement/guest/{personalDataId}/readings`: a reading (422 E047 beyond the limits). */
  create(
    personalDataId: number,
    body: ReadingCreate,
    options?: CallOptions,
  ): Promise<Data<typeof readingResponseSchema>>;
  /** `GET …/guest/{personalDataId}/readings`: a page, newest first. */
  list(
    personalDataId: number,
    query?: ReadingListQuery,
    options?: CallOptions,
  ): Promise<Data<typeof readingPageResponseSchema>>;
  /** `GET …/guest/{personalDataId}/series`: a chart series, down-sampled beyond 500 points. */
  series(
    personalDataId: number,
    query: SeriesQuery,
    options?: CallOptions,
  ): Promise<Data<typeof seriesResponseSchema>>;
  /** `GET …/guest/{personalDataId}/water-balance`: each day's intake − output. */
  waterBalance(
    personalDataId: number,
    query: WaterBalanceQuery,
    options?: CallOptions,
  ): Promise<Data<typeof waterBalanceResponseSchema>>;
  /** `POST …/guest/{personalDataId}/vital-signs`: a vital-signs round with its NEWS2. */
  vitalSigns(
    personalDataId: number,
    body: VitalSignsCreate,
    options?: CallOptions,
  ): Promise<Data<typeof vitalSignsRoundResponseSchema>>;
  /** `PUT …/reading/{id}/entered-in-error`: kept, struck, with the reason. */
  enteredInError(
    id: number,
    body: ReadingEnteredInError,
    options?: CallOptions,
  ): Promise<Data<typeof readingResponseSchema>>;
  /** `GET …/measurement/round?groupId=&type=`: the group's guests with their last value. */
  roundSheet(
    query: RoundSheetQuery,
    options?: CallOptions,
  ): Promise<Data<typeof roundSheetResponseSchema>>;
  /** `POST …/measurement/round`: one measure across guests (all saved, or none). */
  round(body: RoundCreate, options?: CallOptions): Promise<Data<typeof roundResponseSchema>>;
  /** `GET …/measurement/latest?groupId=`: every guest's latest values. */
  latest(
    query?: GroupQuery,
    options?: CallOptions,
  ): Promise<Data<typeof latestTableResponseSchema>>;
  /** `GET …/measurement/thresholds`: the facility defaults. */
  defaultThresholds(options?: CallOptions): Promise<Data<typeof defaultThresholdsResponseSchema>>;
  /** `GET …/guest/{personalDataId}/thresholds`: in force, with the history. */
  thresholds(
    personalDataId: number,
    options?: CallOptions,
  ): Promise<Data<typeof guestThresholdsResponseSchema>>;
  /** `PUT …/guest/{personalDataId}/thresholds/{parameter}` (doctors). */
  setThreshold(
    personalDataId: number,
    parameter: ThresholdParameter,
    body: ThresholdOverride,
    options?: CallOptions,
  ): Promise<Data<typeof guestThresholdsResponseSchema>>;
  /** `GET …/guest/{personalDataId}/profile`: height and SpO2 scale. */
  profile(
    personalDataId: number,
    options?: CallOptions,
  ): Promise<Data<typeof measurementProfileResponseSchema>>;
  /** `PUT …/guest/{personalDataId}/profile` (the scale: doctors). */
  setProfile(
    personalDataId: number,
    body: MeasurementProfileUpdate,
    options?: CallOptions,
  ): Promise<Data<typeof measurementProfileResponseSchema>>;
  /** `GET …/measurement/settings`. */
  settings(options?: CallOptions): Promise<Data<typeof measurementSettingsResponseSchema>>;
  /** `PUT …/measurement/settings` (administrators). */
  setSettings(
    body: z.input<typeof measurementSettingsUpdateSchema>,
    options?: CallOptions,
  ): Promise<Data<typeof measurementSettingsResponseSchema>>;
  /** `GET …/guest/{personalDataId}/schedules`: the schedules with what is due. */
  schedules(
    personalDataId: number,
    options?: CallOptions,
  ): Promise<Data<typeof measurementDueListResponseSchema>>;
  /** `PUT …/guest/{personalDataId}/schedules`: replaces them. */
  setSchedules(
    personalDataId: number,
    body: SchedulesUpdate,
    options?: CallOptions,
  ): Promise<Data<typeof measurementDueListResponseSchema>>;
  /** `GET …/measurement/overdue?groupId=`: guests with overdue measures. */
  overdue(
    query?: GroupQuery,
    options?: CallOptions,
  ): Promise<Data<typeof overdueListResponseSchema>>;
}

/** Builds the `measurement` endpoints. */
export function measurementEndpoints(context: EndpointContext): MeasurementEndpoints {
  const { read, write } = measurementCalls(context.request);
  const NONE = undefined;
  const GROUP = null;
  return {
    ...measurementDeviceEndpoints(context),
    ...measurementAlertEndpoints(context),
    create: async (id, body, options) =>
      write(readingResponseSchema, 'measurementCreate', readingCreateSchema, { id }, body, options),
    list: async (id, query, options) =>
      read(
        readingPageResponseSchema,
        'measurementList',
        readingListQuerySchema,
        { id },
        query,
        options,
      ),
    series: async (id, query, options) =>
      read(seriesResponseSchema, 'measurementSeries', seriesQuerySchema, { id }, query, options),
    waterBalance: async (id, query, options) =>
      read(
        waterBalanceResponseSchema,
        'measurementWaterBalance',
        waterBalanceQuerySchema,
        { id },
        query,
        options,
      ),
    vitalSigns: async (id, body, options) =>
      write(
        vitalSignsRoundResponseSchema,
        'measurementVitalSigns',
        vitalSignsCreateSchema,
        { id },
        body,
        options,
      ),
    enteredInError: async (id, body, options) =>
      write(
        readingResponseSchema,
        'measurementEnteredInError',
        readingEnteredInErrorSchema,
        { id },
        body,
        options,
      ),
    roundSheet: async (query, options) =>
      read(
        roundSheetResponseSchema,
        'measurementRoundSheet',
        roundSheetQuerySchema,
        NONE,
        query,
        options,
      ),
    round: async (body, options) =>
      write(roundResponseSchema, 'measurementRound', roundCreateSchema, NONE, body, options),
    latest: async (query, options) =>
      read(latestTableResponseSchema, 'measurementLatest', GROUP, NONE, query, options),
    defaultThresholds: async (options) =>
      read(
        defaultThresholdsResponseSchema,
        'measurementDefaultThresholds',
        NONE,
        NONE,
        NONE,
        options,
      ),
    thresholds: async (id, options) =>
      read(guestThresholdsResponseSchema, 'measurementThresholds', NONE, { id }, NONE, options),
    setThreshold: async (id, parameter, body, options) =>
      write(
        guestThresholdsResponseSchema,
        'measurementSetThreshold',
        thresholdOverrideSchema,
        { id, parameter },
        body,
        options,
      ),
    profile: async (id, options) =>
      read(measurementProfileResponseSchema, 'measurementProfile', NONE, { id }, NONE, options),
    setProfile: async (id, body, options) =>
      write(
        measurementProfileResponseSchema,
        'measurementSetProfile',
        measurementProfileUpdateSchema,
        { id },
        body,
        options,
      ),
    settings: async (options) =>
      read(measurementSettingsResponseSchema, 'measurementSettings', NONE, NONE, NONE, options),
    setSettings: async (body, options) =>
      write(
        measurementSettingsResponseSchema,
        'measurementSetSettings',
        measurementSettingsUpdateSchema,
        NONE,
        body,
        options,
      ),
    schedules: async (id, options) =>
      read(measurementDueListResponseSchema, 'measurementSchedules', NONE, { id }, NONE, options),
    setSchedules: async (id, body, options) =>
      write(
        measurementDueListResponseSchema,
        'measurementSetSchedules',
        schedulesUpdateSchema,
        { id },
        body,
        options,
      ),
    overdue: async (query, options) =>
      read(overdueListResponseSchema, 'measurementOverdue', GROUP, NONE, query, options),
  };
}
