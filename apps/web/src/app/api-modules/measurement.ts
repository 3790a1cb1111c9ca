// The `measurement` endpoints: a chunk of their own, loaded on their first call (see createAppApi).
export { measurementEndpoints as endpoints } from '@care/api-client';
