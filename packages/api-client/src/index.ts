/** @care/api-client: Care's typed API contract. */
export * from './schemas/index';
