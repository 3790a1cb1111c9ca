export { LoadingOverlay, type LoadingKind, type LoadingOverlayProps } from './loading-overlay';
