// The diary's critical events and unread count alone (the home page's widget, the navigation's
// badge): a chunk of their own, loaded on their first call unless the whole module is there (see
// MODULE_PARTS in app/api.ts).
export { diaryAlertEndpoints as endpoints } from '@care/api-client';
