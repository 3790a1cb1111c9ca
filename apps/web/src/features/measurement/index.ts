export {
  measurementRoutes,
  measurementNavigationEntry,
  measurementDevicesNavigationEntry,
} from './routes';
export { measurementHomeWidgets } from './home-widgets';
