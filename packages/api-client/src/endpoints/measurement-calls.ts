import type { z } from 'zod/mini';
import type { RequestFn } from '../transport/transport';
import { routesOf, call, type CallOptions } from './context';
import { MEASUREMENT_ROUTES } from '../schemas/measurement-routes';
import { checkedInput, queryOf } from './measurement-input';

/** The method and filled path of a route of `MEASUREMENT_ROUTES`. */
const at = routesOf(MEASUREMENT_ROUTES);

/** The `data` of an answer schema `{ data }`. */
export type Data<S extends z.ZodMiniType> = z.output<S> extends { data: infer D } ? D : never;

/** A route's path parameters (`{ id }`), if it has any. */
type Params = Readonly<Record<string, string | number>> | undefined;

/**
 * The two shapes every measurement call has (docs/behaviour/measurements.md#routes): a read of
 * route `name` (its query checked by `querySchema`, null for a group list's `?groupId=`, none when
 * left out) and a write (its body checked by `bodySchema`), each answering `schema`'s `data`.
 * Input the contract refuses is a TypeError and nothing is sent.
 */
export function measurementCalls(request: RequestFn) {
  return {
    async read<S extends z.ZodMiniType>(
      schema: S,
      name: keyof typeof MEASUREMENT_ROUTES,
      querySchema: z.ZodMiniType | null | undefined,
      params: Params,
      query: object | undefined,
      options: CallOptions = {},
    ): Promise<Data<S>> {
      const checked =
        querySchema === undefined ? undefined : queryOf(querySchema, query ?? {}, name);
      const route = { ...at(name, params), query: checked, ...call(options) };
      return ((await request(schema, route)) as { data: Data<S> }).data;
    },
    async write<S extends z.ZodMiniType>(
      schema: S,
      name: keyof typeof MEASUREMENT_ROUTES,
      bodySchema: z.ZodMiniType,
      params: Params,
      body: unknown,
      options: CallOptions = {},
    ): Promise<Data<S>> {
      const checked = checkedInput(bodySchema, body, name);
      const route = { ...at(name, params), body: checked, ...call(options) };
      return ((await request(schema, route)) as { data: Data<S> }).data;
    },
  };
}
