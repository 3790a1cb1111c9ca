// The home widgets' `guests` endpoints alone (counts, allergies, birthdays): a chunk of their own,
// loaded on their first call unless the whole module is there (see MODULE_PARTS in app/api.ts).
export { guestDashboardEndpoints as endpoints } from '@care/api-client';
