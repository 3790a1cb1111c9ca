// The alerts of the `measurement` endpoints alone (the home page's widgets): a chunk of their own,
// loaded on their first call unless the whole module is there (see MODULE_PARTS in app/api.ts).
export { measurementAlertEndpoints as endpoints } from '@care/api-client';
