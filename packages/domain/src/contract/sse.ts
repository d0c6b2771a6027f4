// An incremental Server-Sent Events parser (the WHATWG rules that matter here): text or bytes go in as
// they arrive, whole frames come out. `id:`, `event:`, `data:` (several lines join with \n), `retry:`,
// `: comment`; a blank line ends a frame; \r\n, \r and \n all end a line. Bytes are UTF-8, and a
// character split between two chunks is joined again.

export interface SseFrame {
  id?: string;
  event?: string;
  data?: string;
  retry?: string;
  comment?: string;
  /** With `{ raw: true }`: the frame's lines as they came, joined with \n (without the blank line). */
  raw?: string;
}

export interface SseParser {
  /** Feeds a chunk of the stream; returns the frames it completed. */
  push(chunk: string | Uint8Array): SseFrame[];
}

export function createSseParser(options: { raw?: boolean } = {}): SseParser {
  const decoder = new TextDecoder();
  let buffer = '';
  let frame: SseFrame = {};
  let data: string[] | null = null;
  let lines: string[] = [];
  let pendingCr = false;

  const takeLine = (line: string, out: SseFrame[]) => {
    if (line === '') {
      if (data !== null) frame.data = data.join('\n');
      if (options.raw && lines.length > 0) frame.raw = lines.join('\n');
      if (Object.keys(frame).length > 0) out.push(frame);
      frame = {};
      data = null;
      lines = [];
      return;
    }
    if (options.raw) lines.push(line);
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
    push(chunk) {
      const out: SseFrame[] = [];
      let text = typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
      // A \r\n split across two pushes: the \n belongs to the line the \r already ended.
      if (pendingCr && text.startsWith('\n')) text = text.slice(1);
      else if (pendingCr && text === '') return out;
      pendingCr = false;
      buffer += text;
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
