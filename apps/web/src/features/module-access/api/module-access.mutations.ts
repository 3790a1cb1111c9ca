import type { ModuleAccessMap } from '@care/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../app/api';
import { usePageMessages } from '../../../shared/page-messages';
import { moduleAccessKeys } from './module-access.queries';

/**
 * `PUT admin/module-access` with the whole configuration. On success the answer (the
 * configuration in force) replaces the cached one, the administrator's own levels are read again,
 * and `configuration.saved` shows; on failure `configuration.saveError` with the code's text
 * (E036: the administrators must keep the screen), and the error is rethrown.
 */
export function useSaveModuleAccess() {
  const api = useApi();
  const client = useQueryClient();
  const messages = usePageMessages<'configuration.saved', 'configuration.saveError'>();
  return useMutation({
    mutationFn: (levels: ModuleAccessMap) => api.moduleAccess.setConfiguration(levels),
    onSuccess: async (saved) => {
      client.setQueryData(moduleAccessKeys.configuration(), saved);
      messages.success('configuration.saved');
      await client.invalidateQueries({ queryKey: moduleAccessKeys.mine() });
    },
    onError: (error) => messages.failure('configuration.saveError', error),
  });
}
