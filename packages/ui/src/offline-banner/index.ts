export { OfflineBanner, type OfflineBannerProps } from './offline-banner';
export {
  DEFAULT_ONLINE_CHECK_INTERVAL,
  DEFAULT_ONLINE_CHECK_TIMEOUT,
  useOnlineStatus,
  type OnlineStatus,
  type UseOnlineStatusOptions,
} from './use-online-status';
