// The `moduleAccess` endpoints: a chunk of their own, loaded on their first call (see createAppApi).
export { moduleAccessEndpoints as endpoints } from '@care/api-client';
