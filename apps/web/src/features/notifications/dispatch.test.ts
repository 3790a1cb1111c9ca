import { afterEach, describe, expect, it, vi } from 'vitest';
import { dispatchNotification } from './dispatch';
import { registerNotificationHandler, registeredNames, type AppNotification } from './registry';

const notification = (name: string, seq = 1): AppNotification => ({
  name,
  seq,
  payload: { text: 'Hello' },
  receivedAt: '2026-11-21T10:00:00.000Z',
});

const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

describe('dispatching notifications by name', () => {
  it('shows the default message bar for a name without handlers', () => {
    const showDefault = vi.fn();
    dispatchNotification(notification('admin.message'), { replayed: false, showDefault });
    expect(showDefault).toHaveBeenCalledOnce();
  });

  it('hands a notification to the handlers of its name only, in order', () => {
    const calls: string[] = [];
    stops.push(
      registerNotificationHandler('document.expiring', (n) => calls.push(`first ${n.seq}`)),
      registerNotificationHandler('document.expiring', (n) => calls.push(`second ${n.seq}`)),
      registerNotificationHandler('guest.arrived', () => calls.push('other')),
    );
    const showDefault = vi.fn();
    dispatchNotification(notification('document.expiring', 4), { replayed: true, showDefault });
    expect(calls).toEqual(['first 4', 'second 4']);
    expect(showDefault).not.toHaveBeenCalled();
  });

  it('shows the message bar once when handlers ask for it, and says whether it was replayed', () => {
    const seen: boolean[] = [];
    stops.push(
      registerNotificationHandler('document.expiring', (_n, context) => {
        seen.push(context.replayed);
        context.showMessage();
      }),
      registerNotificationHandler('document.expiring', (_n, context) => context.showMessage()),
    );
    const showDefault = vi.fn();
    dispatchNotification(notification('document.expiring'), { replayed: true, showDefault });
    expect(showDefault).toHaveBeenCalledOnce();
    expect(seen).toEqual([true]);
  });

  it('keeps going when a handler throws, and reports the error', () => {
    const report = vi.spyOn(globalThis, 'reportError').mockImplementation(() => undefined);
    const after = vi.fn();
    stops.push(
      registerNotificationHandler('x.y', () => {
        throw new Error('broken');
      }),
      registerNotificationHandler('x.y', after),
    );
    dispatchNotification(notification('x.y'), { replayed: false, showDefault: vi.fn() });
    expect(after).toHaveBeenCalledOnce();
    expect(report).toHaveBeenCalledWith(expect.objectContaining({ message: 'broken' }));
    report.mockRestore();
  });

  it('forgets a handler once unregistered', () => {
    const handler = vi.fn();
    const stop = registerNotificationHandler('x.z', handler);
    expect(registeredNames()).toContain('x.z');
    stop();
    expect(registeredNames()).not.toContain('x.z');
    const showDefault = vi.fn();
    dispatchNotification(notification('x.z'), { replayed: false, showDefault });
    expect(handler).not.toHaveBeenCalled();
    expect(showDefault).toHaveBeenCalledOnce();
  });
});
