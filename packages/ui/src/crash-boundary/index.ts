export { clearCachesAndReload, type ClearCachesAndReloadOptions } from './clear-caches-and-reload';
export { CrashBoundary, type CrashBoundaryProps } from './crash-boundary';
