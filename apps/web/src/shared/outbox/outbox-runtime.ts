// The outbox's code that loads on demand (Dexie and the store): not part of any first load.
import { onlineManager, type QueryClient } from '@tanstack/react-query';
import type { AppApi } from '../../app/api';
import { accountKeyQuery } from '../drafts/account-key';
import { connectOutbox } from './outbox-connection';
import { reachable } from './reachability';
import { sendRequest } from './outbox-requests';
import { createOutbox, type Outbox } from './outbox-service';

/** The signed-in account's outbox, draining whenever it may. */
export interface OutboxRuntime {
  outbox: Outbox;
  /** Drains now if the server is reachable (after an enqueue). */
  kick(): void;
  stop(): void;
}

/**
 * Opens the account's outbox (its key asked of the server once per page load, shared with the
 * drafts) and starts draining it: now, whenever the shell's health check
 * answers again, after each enqueue; a record on the server has its queries read again.
 */
export async function startOutbox(api: AppApi, client: QueryClient): Promise<OutboxRuntime> {
  const account = await client.fetchQuery(accountKeyQuery(api));
  const outbox = createOutbox({
    ...account,
    send: (item, steps) => sendRequest(api, item, steps),
    onSent: (item) => {
      for (const queryKey of item.invalidate) void client.invalidateQueries({ queryKey });
    },
  });
  const connection = connectOutbox(outbox, {
    isOnline: reachable,
    subscribeOnline: (listener) => onlineManager.subscribe(listener),
  });
  return {
    outbox,
    kick: connection.kick,
    stop() {
      connection.stop();
      outbox.close();
    },
  };
}
