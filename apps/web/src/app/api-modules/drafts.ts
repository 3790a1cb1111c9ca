// The `drafts` endpoints: a chunk of their own, loaded on their first call (see createAppApi).
export { draftEndpoints as endpoints } from '@care/api-client';
