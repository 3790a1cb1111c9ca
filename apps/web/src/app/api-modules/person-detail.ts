// The `personDetail` endpoints: a chunk of their own, loaded on their first call (see createAppApi).
export { personDetailEndpoints as endpoints } from '@care/api-client';
