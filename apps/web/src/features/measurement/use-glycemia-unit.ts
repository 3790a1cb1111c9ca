import type { GlycemiaUnit } from '@care/api-client';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../app/api';
import { measurementQueries } from './api/measurement.queries';

/** The facility's glycaemia unit (settings); mg/dL until it is known. */
export function useGlycemiaUnit(): GlycemiaUnit {
  const settings = useQuery(measurementQueries.settings(useApi()));
  return settings.data?.glycemiaUnit ?? 'mg/dL';
}
