export { NotificationsProvider } from './notifications-provider';
export { NotificationInbox } from './notification-inbox';
export {
  registerNotificationHandler,
  type AppNotification,
  type AppNotificationHandler,
  type NotificationHandlerContext,
} from './registry';
