// The `help` endpoints: a chunk of their own, loaded on their first call (see createAppApi).
export { helpEndpoints as endpoints } from '@care/api-client';
