import { texts as de } from './de';
import { texts as en } from './en';
import { texts as es } from './es';
import { texts as it } from './it';

/** The `outbox` namespace in every language, all at hand (the server, tests, Storybook). */
export const outboxTexts = { it, en, de, es };
