import { useMutation } from '@tanstack/react-query';
import { useApi } from '../../../app/api';
import { useSession } from '../../../app/session-context';

// Sign-in is in ./sign-in.ts, not here: the login page's load must not include TanStack Query.

/**
 * Signs out: tells the server (best effort), then ends the session locally whatever it answered,
 * so a user is never stuck signed in because the network is down.
 */
export function useSignOut() {
  const api = useApi();
  const session = useSession();
  return useMutation({
    onMutate: () => session.signingOut(),
    mutationFn: () => api.auth.signOut(),
    onSettled: () => session.end('logout'),
  });
}
