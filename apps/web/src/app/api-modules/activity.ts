// The `activity` endpoints: a chunk of their own, loaded on their first call (see createAppApi).
export { activityEndpoints as endpoints } from '@care/api-client';
