// The `guests` endpoints: a chunk of their own, loaded on their first call (see createAppApi).
export { guestEndpoints as endpoints } from '@care/api-client';
