import type { SignInRequest } from '@care/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useApi } from '../../../app/api';
import { useSession } from '../../../app/session-context';

/**
 * Signs in. The client stores the token only on success, so a failure leaves nothing behind;
 * on success the user enters the logged-in area, replacing the login page in the history.
 */
export function useSignIn() {
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (credentials: SignInRequest) => api.auth.signIn(credentials),
    onSuccess: async () => {
      // Whatever an earlier user left in the cache does not belong to this one.
      queryClient.clear();
      await navigate('/loggedIn/', { replace: true });
    },
  });
}

/**
 * Signs out: tells the server (best effort), then ends the session locally whatever it answered,
 * so a user is never stuck signed in because the network is down.
 */
export function useSignOut() {
  const api = useApi();
  const session = useSession();
  return useMutation({
    mutationFn: () => api.auth.signOut(),
    onSettled: () => session.end('logout'),
  });
}
