export { guestsRoutes, guestsNavigationEntry } from './routes';
