// An incremental Server-Sent Events parser (the WHATWG rules that matter here): text goes in as it
// arrives, whole frames come out. `id:`, `event:`, `data:` (several lines join with \n), `retry:`,
// `: comment`; a blank line ends a frame; \r\n, \r and \n all end a line.

export interface SseFrame {
  id?: string;
  event?: string;
  data?: string;
  retry?: string;
  comment?: string;
}

export interface SseParser {
  /** Feeds text; returns the frames it completed. */
  push(text: string): SseFrame[];
}

export function createSseParser(): SseParser {
  let buffer = '';
  let frame: SseFrame = {};
  let data: string[] | null = null;
  let pendingCr = false;

  const takeLine = (line: string, out: SseFrame[]) => {
    if (line === '') {
      if (data !== null) frame.data = data.join('\n');
      if (Object.keys(frame).length > 0) out.push(frame);
      frame = {};
      data = null;
      return;
    }
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === '') frame.comment = frame.comment === undefined ? value : `${frame.comment}\n${value}`;
    else if (field === 'data') {
      data ??= [];
      data.push(value);
    } else if (field === 'id' || field === 'event' || field === 'retry') frame[field] = value;
  };

  return {
    push(text) {
      const out: SseFrame[] = [];
      let chunk = text;
      // A \r\n split across two pushes: the \n belongs to the line the \r already ended.
      if (pendingCr && chunk.startsWith('\n')) chunk = chunk.slice(1);
      pendingCr = false;
      buffer += chunk;
      let start = 0;
      for (let i = 0; i < buffer.length; i++) {
        const c = buffer[i];
        if (c !== '\n' && c !== '\r') continue;
        takeLine(buffer.slice(start, i), out);
        if (c === '\r') {
          if (i + 1 < buffer.length) {
            if (buffer[i + 1] === '\n') i++;
          } else pendingCr = true;
        }
        start = i + 1;
      }
      buffer = buffer.slice(start);
      return out;
    },
  };
}
