export { personDetailRoutes, personDetailPath } from './routes';
