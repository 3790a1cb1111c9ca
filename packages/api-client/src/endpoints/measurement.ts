import type { z } from 'zod';
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
  alertAcknowledgeSchema,
  alertListQuerySchema,
  alertListResponseSchema,
  alertResponseSchema,
  criticalEventListResponseSchema,
  criticalValueListResponseSchema,
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
  type AlertAcknowledge,
  type MeasurementProfileUpdate,
  type SchedulesUpdate,
  type ThresholdOverride,
} from '../schemas/measurement-care';
import { measurementDeviceEndpoints, type MeasurementDeviceEndpoints } from './measurement-devices';
import { at, call, type CallOptions, type EndpointContext } from './context';
import { checkedInput, queryOf } from './measurement-input';

type Data<S extends z.ZodType> = z.output<S> extends { data: infer D } ? D : never;
type GroupQuery = { groupId?: number | undefined };

/** The measurements care module (docs/behaviour/measurements.md#routes). */
export interface MeasurementEndpoints extends MeasurementDeviceEndpoints {
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
  /** `GET …/guest/{personalDataId}/alerts?status=`. */
  alerts(
    personalDataId: number,
    query?: z.input<typeof alertListQuerySchema>,
    options?: CallOptions,
  ): Promise<Data<typeof alertListResponseSchema>>;
  /** `POST …/alert/{id}/acknowledge`: the action taken, written to the diary (409 E034 twice). */
  acknowledge(
    id: number,
    body: AlertAcknowledge,
    options?: CallOptions,
  ): Promise<Data<typeof alertResponseSchema>>;
  /** `GET …/measurement/dashboard/critical-event?groupId=`: active alerts. */
  criticalEvents(
    query?: GroupQuery,
    options?: CallOptions,
  ): Promise<Data<typeof criticalEventListResponseSchema>>;
  /** `GET …/measurement/dashboard/critical-value?groupId=`: latest values beyond range. */
  criticalValues(
    query?: GroupQuery,
    options?: CallOptions,
  ): Promise<Data<typeof criticalValueListResponseSchema>>;
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
  const { request } = context;
  const get = async <S extends z.ZodType>(
    schema: S,
    route: ReturnType<typeof at>,
    query: Record<string, string | number> | undefined,
    options: CallOptions,
  ) => ((await request(schema, { ...route, query, ...call(options) })) as { data: Data<S> }).data;
  const send = async <S extends z.ZodType>(
    schema: S,
    route: ReturnType<typeof at>,
    body: unknown,
    options: CallOptions,
  ) => ((await request(schema, { ...route, body, ...call(options) })) as { data: Data<S> }).data;
  const guest = (name: Parameters<typeof at>[0], id: number) => at(name, { id });
  return {
    ...measurementDeviceEndpoints(context),
    create: async (id, body, options = {}) =>
      send(
        readingResponseSchema,
        guest('measurementCreate', id),
        checkedInput(readingCreateSchema, body, 'measurementCreate'),
        options,
      ),
    list: async (id, query = {}, options = {}) =>
      get(
        readingPageResponseSchema,
        guest('measurementList', id),
        queryOf(readingListQuerySchema, query, 'measurementList'),
        options,
      ),
    series: async (id, query, options = {}) =>
      get(
        seriesResponseSchema,
        guest('measurementSeries', id),
        queryOf(seriesQuerySchema, query, 'measurementSeries'),
        options,
      ),
    waterBalance: async (id, query, options = {}) =>
      get(
        waterBalanceResponseSchema,
        guest('measurementWaterBalance', id),
        queryOf(waterBalanceQuerySchema, query, 'measurementWaterBalance'),
        options,
      ),
    vitalSigns: async (id, body, options = {}) =>
      send(
        vitalSignsRoundResponseSchema,
        guest('measurementVitalSigns', id),
        checkedInput(vitalSignsCreateSchema, body, 'measurementVitalSigns'),
        options,
      ),
    enteredInError: async (id, body, options = {}) =>
      send(
        readingResponseSchema,
        at('measurementEnteredInError', { id }),
        checkedInput(readingEnteredInErrorSchema, body, 'measurementEnteredInError'),
        options,
      ),
    roundSheet: async (query, options = {}) =>
      get(
        roundSheetResponseSchema,
        at('measurementRoundSheet'),
        queryOf(roundSheetQuerySchema, query, 'measurementRoundSheet'),
        options,
      ),
    round: async (body, options = {}) =>
      send(
        roundResponseSchema,
        at('measurementRound'),
        checkedInput(roundCreateSchema, body, 'measurementRound'),
        options,
      ),
    latest: async (query = {}, options = {}) =>
      get(
        latestTableResponseSchema,
        at('measurementLatest'),
        queryOf(null, query, 'measurementLatest'),
        options,
      ),
    defaultThresholds: async (options = {}) =>
      get(defaultThresholdsResponseSchema, at('measurementDefaultThresholds'), undefined, options),
    thresholds: async (id, options = {}) =>
      get(guestThresholdsResponseSchema, guest('measurementThresholds', id), undefined, options),
    setThreshold: async (id, parameter, body, options = {}) =>
      send(
        guestThresholdsResponseSchema,
        at('measurementSetThreshold', { id, parameter }),
        checkedInput(thresholdOverrideSchema, body, 'measurementSetThreshold'),
        options,
      ),
    profile: async (id, options = {}) =>
      get(measurementProfileResponseSchema, guest('measurementProfile', id), undefined, options),
    setProfile: async (id, body, options = {}) =>
      send(
        measurementProfileResponseSchema,
        guest('measurementSetProfile', id),
        checkedInput(measurementProfileUpdateSchema, body, 'measurementSetProfile'),
        options,
      ),
    settings: async (options = {}) =>
      get(measurementSettingsResponseSchema, at('measurementSettings'), undefined, options),
    setSettings: async (body, options = {}) =>
      send(
        measurementSettingsResponseSchema,
        at('measurementSetSettings'),
        checkedInput(measurementSettingsUpdateSchema, body, 'measurementSetSettings'),
        options,
      ),
    alerts: async (id, query = {}, options = {}) =>
      get(
        alertListResponseSchema,
        guest('measurementAlerts', id),
        queryOf(alertListQuerySchema, query, 'measurementAlerts'),
        options,
      ),
    acknowledge: async (id, body, options = {}) =>
      send(
        alertResponseSchema,
        at('measurementAcknowledge', { id }),
        checkedInput(alertAcknowledgeSchema, body, 'measurementAcknowledge'),
        options,
      ),
    criticalEvents: async (query = {}, options = {}) =>
      get(
        criticalEventListResponseSchema,
        at('measurementCriticalEvents'),
        queryOf(null, query, 'measurementCriticalEvents'),
        options,
      ),
    criticalValues: async (query = {}, options = {}) =>
      get(
        criticalValueListResponseSchema,
        at('measurementCriticalValues'),
        queryOf(null, query, 'measurementCriticalValues'),
        options,
      ),
    schedules: async (id, options = {}) =>
      get(measurementDueListResponseSchema, guest('measurementSchedules', id), undefined, options),
    setSchedules: async (id, body, options = {}) =>
      send(
        measurementDueListResponseSchema,
        guest('measurementSetSchedules', id),
        checkedInput(schedulesUpdateSchema, body, 'measurementSetSchedules'),
        options,
      ),
    overdue: async (query = {}, options = {}) =>
      get(
        overdueListResponseSchema,
        at('measurementOverdue'),
        queryOf(null, query, 'measurementOverdue'),
        options,
      ),
  };
}
