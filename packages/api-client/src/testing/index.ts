/**
 * @care/api-client/testing: test helpers for code that uses this package, in Node only (it needs
 * `ws`, an optional peer dependency: install it next to this package where you use this entry).
 *
 * `startWsTestServer()` is a real WebSocket server on 127.0.0.1 speaking the notification
 * protocol: it authenticates (optionally one token only), stores and publishes notifications per
 * channel, replays them after an `auth`'s `lastSeq`, answers pings, and can refuse, drop or close
 * connections.
 */
export {
  startWsTestServer,
  type WsBehaviour,
  type WsConnection,
  type WsTestServer,
} from './ws-test-server';
