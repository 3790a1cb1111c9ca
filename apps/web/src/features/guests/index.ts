export { guestsRoutes, guestsNavigationEntry } from './routes';
export { guestsHomeWidgets } from './home-widgets';
