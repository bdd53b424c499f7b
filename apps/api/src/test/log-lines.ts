import { Writable } from 'node:stream';

export type LogLine = Record<string, unknown> & { level?: number; msg?: string; reqId?: string };

/** A log destination that keeps the app's JSON log lines in memory, parsed. */
export function memoryLogStream(): { stream: Writable; lines: LogLine[] } {
  const lines: LogLine[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
        lines.push(JSON.parse(line) as LogLine);
      }
      callback();
    },
  });
  return { stream, lines };
}
