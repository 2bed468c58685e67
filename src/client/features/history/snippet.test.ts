import { describe, expect, it } from 'vitest';
import { parseSnippet } from './snippet.ts';

describe('parseSnippet', () => {
  it('marks the words between « and » and drops the markers', () => {
    expect(parseSnippet('I feel «anxious» about «tomorrow».')).toEqual([
      { text: 'I feel ', match: false },
      { text: 'anxious', match: true },
      { text: ' about ', match: false },
      { text: 'tomorrow', match: true },
      { text: '.', match: false },
    ]);
  });

  it('handles a match at the start or the end, and text with no match', () => {
    expect(parseSnippet('«Peace» be with you')).toEqual([
      { text: 'Peace', match: true },
      { text: ' be with you', match: false },
    ]);
    expect(parseSnippet('…be with «you»')).toEqual([
      { text: '…be with ', match: false },
      { text: 'you', match: true },
    ]);
    expect(parseSnippet('no match here')).toEqual([{ text: 'no match here', match: false }]);
    expect(parseSnippet('')).toEqual([]);
  });

  it('joins adjacent matches and skips empty ones', () => {
    expect(parseSnippet('«love»«joy» and «»peace')).toEqual([
      { text: 'lovejoy', match: true },
      { text: ' and peace', match: false },
    ]);
  });

  it('keeps an unclosed « as ordinary text, and a lone » too', () => {
    expect(parseSnippet('a «b» c «d')).toEqual([
      { text: 'a ', match: false },
      { text: 'b', match: true },
      { text: ' c «d', match: false },
    ]);
    expect(parseSnippet('x » y')).toEqual([{ text: 'x » y', match: false }]);
  });

  it('never treats the snippet as HTML', () => {
    expect(parseSnippet('<b>«<i>»</b>')).toEqual([
      { text: '<b>', match: false },
      { text: '<i>', match: true },
      { text: '</b>', match: false },
    ]);
  });
});
