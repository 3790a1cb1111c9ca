export { accountChannel, accountOfChannel, ACCOUNT_CHANNEL_PREFIX } from './channels';
export {
  createNotificationHub,
  MAX_PAYLOAD_JSON_LENGTH,
  type NotificationHub,
  type NotificationHubOptions,
  type Published,
} from './hub';
export {
  ADMIN_MESSAGE_NAME,
  ADMIN_MESSAGE_PATH,
  adminMessagePayloadSchema,
  adminMessageRequestSchema,
  NOTIFICATION_SOCKET_PATH,
  originAllowed,
  publishedResponseSchema,
  registerNotificationRoutes,
  TEST_PUBLISH_PATH,
  testPublishRequestSchema,
} from './routes';
export {
  NOTIFICATION_HUB_DEFAULTS,
  notificationSettings,
  type NotificationHubTimings,
  type NotificationSettings,
} from './settings';
