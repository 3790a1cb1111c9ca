export { OutboxSlot } from './outbox-slot';
