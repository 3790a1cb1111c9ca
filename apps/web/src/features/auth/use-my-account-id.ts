import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../app/api';
import { authQueries } from './api/auth.queries';

/** The signed-in user's account id (from `personal/myInfo`), or undefined while it loads. */
export function useMyAccountId(): number | undefined {
  const api = useApi();
  return useQuery(authQueries.myInfo(api)).data?.personalDataDto.customerAccountId;
}
