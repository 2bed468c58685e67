import { describe, expect, it } from 'vitest';
import { createSseParser } from './sse-parser.ts';

describe('the SSE parser', () => {
  it('answers events as they complete, across arbitrary chunk boundaries', () => {
    const parse = createSseParser();
    expect(parse('event: start\ndata: {"a"')).toEqual([]);
    expect(parse(':1}\n\nevent: token\ndata: {"text":"Hi"}\n\nevent: tok')).toEqual([
      { event: 'start', data: '{"a":1}' },
      { event: 'token', data: '{"text":"Hi"}' },
    ]);
    expect(parse('en\r\ndata: x\r\n\r\n')).toEqual([{ event: 'token', data: 'x' }]);
  });

  it('joins multi-line data and skips comments', () => {
    const parse = createSseParser();
    expect(parse(': keep-alive\n\ndata: one\ndata: two\n\n')).toEqual([{ event: 'message', data: 'one\ntwo' }]);
  });
});
