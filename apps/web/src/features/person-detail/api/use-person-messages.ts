import { usePageMessages } from '../../../shared/page-messages';

/**
 * The person detail page's message bars (docs/behaviour/people-and-guests.md#person-detail; see
 * `usePageMessages`).
 */
export function usePersonMessages() {
  return usePageMessages();
}
