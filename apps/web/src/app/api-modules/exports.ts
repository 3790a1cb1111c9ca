// The `exports` endpoints: a chunk of their own, loaded on their first call (see createAppApi).
export { exportEndpoints as endpoints } from '@care/api-client';
