/**
 * The part of @care/api-client that carries zod and every schema: loaded on first use (see
 * `createAppApi`), so the login page's first load stays small. Import it only with `import()`.
 * Features that need a schema or a constant of the contract outside an endpoint (the logged-out
 * missing-term report, the legal product name) take it from here, so no second chunk of schemas
 * is made.
 */
export {
  createCoreClient,
  sessionTokenSchema,
  acknowledgementSchema,
  PRODUCT_NAME,
} from '@care/api-client';
