/** An incremental Server-Sent Events parser for a fetch body (EventSource cannot POST). */

export interface SseEvent {
  event: string;
  data: string;
}

/** Feed it text as it arrives; it answers the events completed so far. */
export function createSseParser() {
  let buffer = '';
  return (text: string): SseEvent[] => {
    buffer += text.replace(/\r\n/g, '\n');
    const events: SseEvent[] = [];
    let boundary = buffer.indexOf('\n\n');
    while (boundary >= 0) {
      const block = buffer.slice(0, boundary);
      buffer = buffer.slice(boundary + 2);
      let event = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith(':')) continue;
        if (line.startsWith('event:')) event = line.slice(6).trim();
        else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
      }
      if (data.length > 0) events.push({ event, data: data.join('\n') });
      boundary = buffer.indexOf('\n\n');
    }
    return events;
  };
}
