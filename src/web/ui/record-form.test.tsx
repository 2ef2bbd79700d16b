import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { renderForTest } from './render-for-test';
import { useRecordDialog, type RecordDialogProps } from './record-form';

interface Thing {
  id: number;
  code: string;
}

const createSchema = z.strictObject({ code: z.string().trim().min(1) });
const updateSchema = z.strictObject({ code: z.string().trim().min(1).optional() });

/** Renders a dialog's hook once and hands out what a Save would do. */
function dialogOf(record: Thing | null, code: string, onClose: RecordDialogProps['onClose']) {
  const create = { mutateAsync: vi.fn((body: z.output<typeof createSchema>) => Promise.resolve(body)) };
  const update = { mutateAsync: vi.fn((change: { id: number; body: z.output<typeof updateSchema> }) => Promise.resolve(change)) };
  let dialog: ReturnType<typeof useRecordDialog>['dialog'] | undefined;
  function Probe() {
    dialog = useRecordDialog({
      opened: true,
      onClose,
      record,
      valuesOf: () => ({ code }),
      toBody: (values) => values,
      create: { schema: createSchema, mutation: create },
      update: { schema: updateSchema, mutation: update },
    }).dialog;
    return null;
  }
  renderForTest(<Probe />);
  if (!dialog) throw new Error('not rendered');
  return { dialog, create, update };
}

describe('useRecordDialog', () => {
  it('sends a new record to the create mutation and closes once it is saved', async () => {
    const onClose = vi.fn();
    const { dialog, create, update } = dialogOf(null, 'RING', onClose);
    expect(dialog.opened).toBe(true);
    dialog.onSubmit();
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(create.mutateAsync).toHaveBeenCalledWith({ code: 'RING' });
    expect(update.mutateAsync).not.toHaveBeenCalled();
  });

  it('sends an edit to the update mutation as its id and body', async () => {
    const onClose = vi.fn();
    const { dialog, create, update } = dialogOf({ id: 7, code: 'RING' }, 'BAND', onClose);
    dialog.onSubmit();
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(update.mutateAsync).toHaveBeenCalledWith({ id: 7, body: { code: 'BAND' } });
    expect(create.mutateAsync).not.toHaveBeenCalled();
  });

  it('sends nothing and stays open when the contract refuses the values', async () => {
    const onClose = vi.fn();
    const { dialog, create } = dialogOf(null, '  ', onClose);
    dialog.onSubmit();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(create.mutateAsync).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });
});
