export { LoadingOverlay, type LoadingOverlayProps } from './loading-overlay';
