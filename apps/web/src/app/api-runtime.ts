/**
 * The part of @care/api-client that carries zod and every schema: loaded on first use (see
 * `createAppApi`), so the login page's first load stays small. Import it only with `import()`.
 */
export { createClient, sessionTokenSchema } from '@care/api-client';
