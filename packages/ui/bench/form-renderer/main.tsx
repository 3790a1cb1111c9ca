/**
 * The benchmark page: one React root inside a mounted ChakraProvider (as in the app, where the
 * provider is there long before a form opens). `window.bench` mounts either form and records
 * keydown-to-paint times; run.mjs drives it from headless Chromium.
 */
import { ChakraProvider, createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';
import RjsfForm from '@rjsf/core';
import validator from '@rjsf/validator-ajv8';
import { useLayoutEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { exampleMessages } from '../../src/form-renderer/examples';
import { FormRenderer } from '../../src/form-renderer/index';
import { careFields, rjsfForm, TYPED_FIELD } from './fields';

export type Library = 'care' | 'rjsf';

// The care.* tokens @care/theming defines (@care/ui may not depend on it).
const system = createSystem(
  defaultConfig,
  defineConfig({
    theme: {
      semanticTokens: {
        colors: {
          care: {
            primary: { DEFAULT: { value: '#1976d2' }, contrast: { value: '#ffffff' } },
            error: { fg: { value: '#c62828' } },
            counter: {
              caution: { value: '#8a5a00' },
              high: { value: '#a33b00' },
              limit: { value: '#c62828' },
            },
          },
        },
      },
    },
  }),
);

const { schema, uiSchema } = rjsfForm();

let show: (library: Library | null) => void = () => {};

function Bench() {
  const [library, setLibrary] = useState<Library | null>(null);
  useLayoutEffect(() => {
    show = setLibrary;
    // Ready: run.mjs waits for window.bench.
    window.bench = bench;
  }, []);
  if (library === 'care') {
    return <FormRenderer fields={careFields} messages={exampleMessages} aria-label="Care form" />;
  }
  if (library === 'rjsf') {
    return <RjsfForm schema={schema} uiSchema={uiSchema} validator={validator} />;
  }
  return null;
}

/** Resolves after the next frame has been painted (a task after the next animation frame). */
function nextPaint(): Promise<number> {
  return new Promise((resolve) =>
    requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0)),
  );
}

let recording = false;
/** Per keystroke: keydown → the next frame, measured by the page (rAF, then a task). */
const nextFrame: number[] = [];
/**
 * Per keystroke: keydown → next paint as the browser measures it for Interaction to Next Paint
 * (Event Timing: 8 ms granularity, entries of 16 ms and more only).
 */
const eventTiming: number[] = [];
const waiting: { count: number; resolve: () => void }[] = [];

new PerformanceObserver((list) => {
  if (!recording) return;
  for (const entry of list.getEntries()) {
    if (entry.name === 'keydown') eventTiming.push(entry.duration);
  }
}).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);

function onKeyDown(event: KeyboardEvent) {
  // event.timeStamp: when the key event was created, queueing delay included (as INP counts it).
  const start = event.timeStamp;
  void nextPaint().then((painted) => {
    nextFrame.push(painted - start);
    for (const waiter of waiting.splice(0)) {
      if (nextFrame.length >= waiter.count) waiter.resolve();
      else waiting.push(waiter);
    }
  });
}

const host = document.getElementById('root');
if (!host) throw new Error('No #root');
createRoot(host).render(
  <ChakraProvider value={system}>
    <Bench />
  </ChakraProvider>,
);

declare global {
  interface Window {
    bench: typeof bench;
  }
}

const bench = {
  /** Mounts a form; resolves to the time from the render's start to the first paint after it. */
  async mount(library: Library): Promise<number> {
    await nextPaint();
    const start = performance.now();
    flushSync(() => show(library));
    return (await nextPaint()) - start;
  },
  async unmount(): Promise<void> {
    flushSync(() => show(null));
    await nextPaint();
  },
  /** The selector of the text field typed into. */
  typedFieldSelector(library: Library): string {
    return library === 'care' ? `[name="${TYPED_FIELD}"]` : `#root_${TYPED_FIELD}`;
  },
  startRecording(): void {
    nextFrame.length = 0;
    eventTiming.length = 0;
    recording = true;
    document.addEventListener('keydown', onKeyDown, { capture: true });
  },
  /** Stops once the last entries have been delivered. */
  async stopRecording(): Promise<{ nextFrame: number[]; eventTiming: number[] }> {
    document.removeEventListener('keydown', onKeyDown, { capture: true });
    await nextPaint();
    await new Promise((resolve) => setTimeout(resolve, 200));
    recording = false;
    return { nextFrame: [...nextFrame], eventTiming: [...eventTiming] };
  },
  /** Resolves once `count` keystrokes have reached the next frame. */
  waitForKeystrokes(count: number): Promise<void> {
    if (nextFrame.length >= count) return Promise.resolve();
    return new Promise((resolve) => waiting.push({ count, resolve }));
  },
  fieldCount(): number {
    return document.querySelectorAll('input, textarea, select, button[id]').length;
  },
};
