import { describe, expect, it } from 'vitest';
import { createLineSplitter } from './line-splitter';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('createLineSplitter', () => {
  it('joins a line cut across chunks and splits on CR LF, CR or LF', () => {
    const lines: string[] = [];
    const splitter = createLineSplitter((line) => lines.push(line));
    splitter.push(bytes('US,+0012'));
    expect(lines).toEqual([]);
    splitter.push(bytes('3.41  g\r\nST,+00123.45  g\r\n\r\n    1.000 g\r'));
    splitter.push(bytes('S S  2.000 g\n'));
    expect(lines).toEqual(['US,+00123.41  g', 'ST,+00123.45  g', '    1.000 g', 'S S  2.000 g']);
  });
});
