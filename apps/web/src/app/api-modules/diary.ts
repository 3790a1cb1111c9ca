// The `diary` endpoints: a chunk of their own, loaded on their first call (see createAppApi).
export { diaryEndpoints as endpoints } from '@care/api-client';
