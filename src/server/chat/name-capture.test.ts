import { describe, expect, it } from 'vitest';
import { detectName } from './name-capture.ts';

describe('name capture', () => {
  it.each([
    ['my name is Sarah', 'Sarah'],
    ['Hi, my name is mary ann.', 'Mary Ann'],
    ["I'm David", 'David'],
    ['I am Grace', 'Grace'],
    ['call me jo', 'Jo'],
    ['Esther', 'Esther'],
    ['Anna Marie', 'Anna Marie'],
    ['Call me Zoë', 'Zoë'],
  ])('finds the name in %j', (message, name) => {
    expect(detectName(message)).toBe(name);
  });

  it.each([
    ["I'm tired", 'a state, not a name'],
    ['I am so worried about my son', 'a sentence'],
    ['Amen', 'a word people send'],
    ['Jesus', 'not the user'],
    ['my name is A', 'one letter'],
    [`my name is ${'a'.repeat(51)}`, 'over 50 letters'],
    ['my name is R2D2', 'digits'],
    ['hello', 'lower case alone'],
    ['How do I pray?', 'a question'],
  ])('finds none in %j (%s)', (message) => {
    expect(detectName(message)).toBeNull();
  });
});
