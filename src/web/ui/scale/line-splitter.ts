/**
 * Bytes from a serial port to text lines. Scales end a line with CR LF (A&D,
 * Sartorius, MT-SICS) or CR alone (some Ohaus settings); chunks cut lines
 * anywhere, so the tail waits for the next chunk.
 */
export function createLineSplitter(onLine: (line: string) => void): { push(chunk: Uint8Array): void } {
  const decoder = new TextDecoder('latin1');
  let pending = '';
  return {
    push(chunk) {
      pending += decoder.decode(chunk, { stream: true });
      const parts = pending.split(/\r\n|\r|\n/);
      pending = parts.pop() ?? '';
      for (const line of parts) if (line.trim() !== '') onLine(line);
    },
  };
}
