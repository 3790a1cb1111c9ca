#!/usr/bin/env node
// Plays a blood-pressure cuff (docs/behaviour/measurements.md#devices): sends a reading with a
// pulse every few seconds to the ingestion endpoint, with the device's key. Each batch carries an
// Idempotency-Key: a batch whose answer was lost on the network is sent again with it (twice at
// most, a second apart) and saved once.
//
//   node scripts/bp-cuff.mjs --key dk_… [--url http://localhost:3000] [--every 5] [--count 10]
//
// The key is the one answered once when the device was registered (or given a new key) on the
// device register. An assigned cuff's readings go to its guest; a shared one's wait in its
// group's queue.

import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    key: { type: 'string' },
    url: { type: 'string', default: 'http://localhost:3000' },
    every: { type: 'string', default: '5' },
    count: { type: 'string', default: '10' },
  },
});
if (!values.key) {
  console.error(
    'usage: node scripts/bp-cuff.mjs --key <device key> [--url] [--every s] [--count n]',
  );
  process.exit(2);
}

const endpoint = new URL('/api/care/api/v1/measurement/device/readings', values.url);
const around = (base, spread) => base + Math.round((Math.random() * 2 - 1) * spread);

/** One cuff reading: a systolic around 130, a diastolic around 80, a pulse around 72. */
function reading() {
  const systolic = around(130, 15);
  const diastolic = Math.min(systolic - 20, around(80, 8));
  return {
    type: 'pressure',
    outcome: 'measured',
    measuredAt: new Date().toISOString(),
    value: { systolic, diastolic, pulse: around(72, 10) },
  };
}

/** Posts one batch; a network failure is tried again with the same key and body. */
async function post(body, key, tries = 3) {
  try {
    return await fetch(endpoint, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-device-key': values.key,
        'idempotency-key': key,
      },
      body: JSON.stringify(body),
    });
  } catch (error) {
    if (tries <= 1) throw error;
    await new Promise((resolve) => setTimeout(resolve, 1000));
    return post(body, key, tries - 1);
  }
}

async function send() {
  const body = { readings: [reading()] };
  const response = await post(body, randomUUID());
  const answer = await response.json();
  console.log(response.status, JSON.stringify(body.readings[0].value), JSON.stringify(answer));
  return response.ok;
}

for (let sent = 0; sent < Number(values.count); sent += 1) {
  if (!(await send())) process.exit(1);
  if (sent + 1 < Number(values.count)) {
    await new Promise((resolve) => setTimeout(resolve, Number(values.every) * 1000));
  }
}
