import type { SignInRequest } from '@care/api-client';
import { QueryClientContext } from '@tanstack/react-query';
import { useCallback, useContext, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useApi } from '../../../app/api';
import { useDataLayer } from '../../../app/data';

/** Where a sign-in attempt stands; the same names as a TanStack mutation's state. */
export interface SignInState {
  mutate(credentials: SignInRequest): void;
  /**
   * Starts downloading what signing in and the first logged-in screen need (the API client's
   * schemas, the data layer) while the user types, so pressing "Sign in" never waits for code
   * on a slow network. Cheap to call again.
   */
  prepare(): void;
  isIdle: boolean;
  isPending: boolean;
  isError: boolean;
  error: unknown;
}

/**
 * Where signing in leads: after an expired session, back to the page the user was on (the login
 * address's `returnTo`, checked strictly by shared/return-to.ts, loaded only now: the login
 * page's first load stays small); otherwise, or when that check cannot load, the start page.
 */
async function destinationAfterSignIn(search: string): Promise<string> {
  if (!search.includes('returnTo=')) return '/loggedIn/';
  const { returnToOf } = await import('../../../shared/return-to').catch(() => ({
    returnToOf: () => null,
  }));
  return returnToOf(search) ?? '/loggedIn/';
}

/**
 * Signs in. The client stores the token only on success, so a failure leaves nothing behind;
 * on success the user enters the logged-in area, replacing the login page in the history: the
 * page of the login address's `returnTo` (after an expired session), else the start page.
 *
 * Not a TanStack mutation on purpose: the login page is the one screen whose first load must
 * not include the data layer (budgets in e2e/budget.spec.ts); its state is this small.
 */
export function useSignIn(): SignInState {
  const api = useApi();
  // The query client exists only once the data layer has loaded (see app/data.tsx).
  const queryClient = useContext(QueryClientContext);
  const data = useDataLayer();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [state, setState] = useState<{
    status: 'idle' | 'pending' | 'error' | 'success';
    error?: unknown;
  }>({
    status: 'idle',
  });
  const mutate = useCallback(
    (credentials: SignInRequest) => {
      setState({ status: 'pending' });
      api.auth.signIn(credentials).then(
        async () => {
          // Whatever an earlier user left in the cache does not belong to this one.
          queryClient?.clear();
          setState({ status: 'success' });
          await navigate(await destinationAfterSignIn(search), { replace: true });
        },
        (error: unknown) => setState({ status: 'error', error }),
      );
    },
    [api, queryClient, navigate, search],
  );
  const prepare = useCallback(() => {
    api.preload();
    data.load().catch(() => undefined);
  }, [api, data]);
  return {
    mutate,
    prepare,
    isIdle: state.status === 'idle',
    isPending: state.status === 'pending',
    isError: state.status === 'error',
    error: state.error,
  };
}
