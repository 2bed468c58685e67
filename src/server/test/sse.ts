/** Reads Server-Sent Events from a fetch Response, for tests (and benchmarks). */

export interface ServerSentEvent {
  event: string;
  data: unknown;
}

/** Parses one complete SSE text into its events. */
export function parseEvents(text: string): ServerSentEvent[] {
  return text
    .split(/\n\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => {
      let event = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith('event:')) event = line.slice(6).trim();
        else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
      }
      return { event, data: data.length > 0 ? (JSON.parse(data.join('\n')) as unknown) : null };
    });
}

/** Reads the whole stream and answers its events. */
export async function readEvents(response: Response): Promise<ServerSentEvent[]> {
  return parseEvents(await response.text());
}

/** The events of a body as they arrive. */
async function* eventsOf(reader: ReadableStreamDefaultReader<Uint8Array>): AsyncGenerator<ServerSentEvent> {
  const decoder = new TextDecoder();
  let buffer = '';
  while (true) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += decoder.decode(value, { stream: true });
    const complete = buffer.lastIndexOf('\n\n');
    if (complete < 0) continue;
    const events = parseEvents(buffer.slice(0, complete));
    buffer = buffer.slice(complete + 2);
    yield* events;
  }
}

/**
 * Reads events until `until` says stop (then cancels the body, as a closing tab would), answering
 * the events seen so far.
 */
export async function readEventsUntil(response: Response, until: (event: ServerSentEvent) => boolean): Promise<ServerSentEvent[]> {
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const seen: ServerSentEvent[] = [];
  for await (const event of eventsOf(reader)) {
    seen.push(event);
    if (until(event)) {
      await reader.cancel();
      break;
    }
  }
  return seen;
}

/** Reads every event, awaiting `onEvent` for each as it arrives (a test can act mid-stream). */
export async function followEvents(response: Response, onEvent: (event: ServerSentEvent) => Promise<void> | void): Promise<ServerSentEvent[]> {
  const seen: ServerSentEvent[] = [];
  for await (const event of eventsOf((response.body as ReadableStream<Uint8Array>).getReader())) {
    seen.push(event);
    await onEvent(event);
  }
  return seen;
}
