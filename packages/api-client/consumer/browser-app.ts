// A browser app using the packed package the way an app outside this repository would (the
// `#api-client` import is this fixture's alias of `@care/api-client`, see package.json). The
// README's example is this file.
import {
  createClient,
  createNotificationSocket,
  isApiError,
  isCancelled,
  PRODUCT_API,
  type FullCareClient,
  type NotificationSocket,
  type SocketStatus,
} from '#api-client';
import { notificationFrameSchema, type PersonDetail } from '#api-client/schemas';
import { z } from 'zod/mini';

declare function showMessage(key: string): void;
declare function showBanner(status: SocketStatus): void;

export const api: FullCareClient = createClient({
  baseUrl: '/api/',
  timeoutMs: 30_000,
  onSessionExpired: () => window.location.assign('/?sessionExpired=true'),
  onLongResponse: ({ path }) => {
    const banner = document.createElement('p');
    banner.textContent = `Still waiting for ${path}…`;
    document.body.append(banner);
    return () => banner.remove();
  },
});

export async function signInAndLoad(username: string, password: string): Promise<void> {
  await api.auth.signIn({ username, password, rememberMe: true });
  const me = await api.personal.myInfo();
  console.log(me.personalDataDto.name, me.roleIdentifier);
}

export async function openDetail(id: number, signal: AbortSignal): Promise<PersonDetail | null> {
  try {
    const [detail, fields] = await Promise.all([
      api.personDetail.get(id, { signal }),
      api.personDetail.structure(undefined, { signal }),
    ]);
    console.log(fields.map((field) => field.fieldName));
    const photo = await api.personDetail.image(detail.personalDataDto.customerAccountId);
    if (photo) document.querySelector('img')?.setAttribute('src', URL.createObjectURL(photo));
    return detail;
  } catch (error) {
    if (isCancelled(error)) return null; // FEE001: never shown
    if (isApiError(error)) showMessage(error.messageKey);
    else throw error;
    return null;
  }
}

export async function dismissGuest(guestId: number): Promise<void> {
  await api.guests.dismiss(PRODUCT_API.guest.dismiss(guestId), {
    date: new Date(),
    archiveCause: 'domicileDismissal',
  });
}

export function searchDiseases(q: string, signal: AbortSignal) {
  return api.autocomplete.get(PRODUCT_API.disease.search(), q, { signal });
}

const documentExpiring = z.object({ documentId: z.number(), expiration: z.string() });

export function listen(accountId: number): () => void {
  const socket: NotificationSocket = createNotificationSocket({
    url: '/api/notifications',
    channelId: `account-${accountId}`,
    tokenStore: api.tokenStore,
    onError: (error) => console.warn(error.kind, error.message),
  });
  const stopStatus = socket.subscribeStatus(showBanner);
  const stopExpiring = socket.on('document.expiring', documentExpiring, ({ documentId }) => {
    showMessage(`documents.expiring.${documentId}`);
  });
  const stopAny = socket.on('guest.admitted', (payload, frame) => {
    console.log(frame.seq, notificationFrameSchema.shape.name.parse(frame.name), payload);
  });
  socket.send(
    'presence',
    { page: 'guestList' },
    { onError: () => showMessage('utils.networkOffline') },
  );
  window.addEventListener('online', socket.reconnect);
  return () => {
    window.removeEventListener('online', socket.reconnect);
    stopStatus();
    stopExpiring();
    stopAny();
    socket.close();
  };
}
