export { CharacterCounter, type CharacterCounterProps } from './character-counter';
export {
  COUNTER_CAUTION_RATIO,
  COUNTER_HIGH_RATIO,
  getCounterLevel,
  isNearLimit,
  type CounterLevel,
} from './counter-level';
export { DEFAULT_ANNOUNCE_DELAY, useLimitAnnouncement } from './use-limit-announcement';
