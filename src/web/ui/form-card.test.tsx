import type { FormEvent, ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FormCard, FormSubmit } from './form-card';
import { renderForTest } from './render-for-test';

describe('FormCard', () => {
  it('shows its heading and fields in a form the browser does not check', () => {
    const html = renderForTest(
      <FormCard onSubmit={() => {}} title="Add wax">
        <span>the fields</span>
      </FormCard>,
    );
    expect(html).toContain('Add wax');
    expect(html).toContain('the fields');
    expect(html).toMatch(/<form noValidate=""/);
  });

  it('sends on submit instead of letting the browser post the page', () => {
    const onSubmit = vi.fn();
    const preventDefault = vi.fn();
    const paper = FormCard({ onSubmit, children: null }) as ReactElement<{ children: ReactElement<{ onSubmit: (event: FormEvent) => void }> }>;
    paper.props.children.props.onSubmit({ preventDefault } as unknown as FormEvent);
    expect(preventDefault).toHaveBeenCalledOnce();
    expect(onSubmit).toHaveBeenCalledOnce();
  });
});

describe('FormSubmit', () => {
  const button = (html: string) => /<button[^>]*type="submit"[^>]*>/.exec(html)?.[0] ?? '';

  it('is on for a reader who may send', () => {
    const html = renderForTest(<FormSubmit label="Melt" icon={null} pending={false} />);
    expect(html).toContain('Melt');
    expect(button(html)).not.toContain('disabled');
  });

  it('is off for a reader who may only look, and says why', () => {
    const html = renderForTest(<FormSubmit label="Melt" icon={null} pending={false} readOnlyText="You may only look." />);
    expect(html).toContain('You may only look.');
    expect(button(html)).toContain('disabled');
  });

  it('is off while a rule the contract cannot check refuses the form', () => {
    expect(button(renderForTest(<FormSubmit label="Melt" icon={null} pending={false} disabled />))).toContain('disabled');
  });
});
