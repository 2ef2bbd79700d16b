import type { TextInputProps } from '@mantine/core';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderForTest } from './render-for-test';
import { ScanInput } from './scan-input';

type KeyEvent = Parameters<NonNullable<TextInputProps['onKeyDown']>>[0];
type ChangeEvent = Parameters<NonNullable<TextInputProps['onChange']>>[0];

/** The TextInput a ScanInput stands for, its handlers callable without a browser. */
const inputOf = (onText: (text: string) => void, onEnter: () => void) =>
  ScanInput({ value: '', onText, onEnter, label: 'Code' }) as ReactElement<TextInputProps>;

describe('ScanInput', () => {
  it('hands the code over on Enter (a scanner ends each code so) and keeps the form around it from submitting', () => {
    const onEnter = vi.fn();
    const preventDefault = vi.fn();
    const { onKeyDown } = inputOf(() => {}, onEnter).props;
    onKeyDown?.({ key: 'A', preventDefault } as unknown as KeyEvent);
    expect(onEnter).not.toHaveBeenCalled();
    onKeyDown?.({ key: 'Enter', preventDefault } as unknown as KeyEvent);
    expect(onEnter).toHaveBeenCalledOnce();
    expect(preventDefault).toHaveBeenCalledOnce();
  });

  it('passes on the text as it stands', () => {
    const onText = vi.fn();
    inputOf(onText, () => {}).props.onChange?.({ currentTarget: { value: 'R-0042' } } as unknown as ChangeEvent);
    expect(onText).toHaveBeenCalledWith('R-0042');
  });

  it('offers no browser suggestions or spelling marks on a code', () => {
    const html = renderForTest(<ScanInput value="R-0042" onText={() => {}} onEnter={() => {}} label="Code" />);
    expect(html).toContain('autoComplete="off"');
    expect(html).toContain('spellCheck="false"');
    expect(html).toContain('value="R-0042"');
  });
});
