import { useCallback, useEffect, useRef, useState } from 'react';

/** Where a call started by a login-area page stands (the names of a TanStack mutation's state). */
export interface AsyncAction<Input> {
  run(input: Input): void;
  reset(): void;
  isIdle: boolean;
  isPending: boolean;
  isSuccess: boolean;
  isError: boolean;
  error: unknown;
}

/**
 * A call's state for the login-area pages. Like sign-in (`api/sign-in.ts`) these pages do not
 * load the data layer (TanStack Query): the logged-out area stays light. A call made while one
 * is pending is ignored; the result of a page that has gone is dropped.
 */
export function useAsyncAction<Input>(
  action: (input: Input) => Promise<unknown>,
): AsyncAction<Input> {
  const [state, setState] = useState<{
    status: 'idle' | 'pending' | 'success' | 'error';
    error?: unknown;
  }>({
    status: 'idle',
  });
  const pending = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const run = useCallback(
    (input: Input) => {
      if (pending.current) return;
      pending.current = true;
      setState({ status: 'pending' });
      action(input).then(
        () => {
          pending.current = false;
          if (mounted.current) setState({ status: 'success' });
        },
        (error: unknown) => {
          pending.current = false;
          if (mounted.current) setState({ status: 'error', error });
        },
      );
    },
    [action],
  );
  const reset = useCallback(() => {
    if (!pending.current) setState({ status: 'idle' });
  }, []);
  return {
    run,
    reset,
    isIdle: state.status === 'idle',
    isPending: state.status === 'pending',
    isSuccess: state.status === 'success',
    isError: state.status === 'error',
    error: state.error,
  };
}
