import { randomBytes } from 'node:crypto';

let lastTime = 0;
let counter = 0;

/**
 * An id that sorts in creation order within this process (time, then a counter, then randomness),
 * so that rows written in the same millisecond keep their order and an id can serve as a cursor.
 */
export function sortableId(now = Date.now()): string {
  if (now === lastTime) counter += 1;
  else {
    lastTime = now;
    counter = 0;
  }
  return `${now.toString(36).padStart(9, '0')}${counter.toString(36).padStart(4, '0')}${randomBytes(6).toString('hex')}`;
}
