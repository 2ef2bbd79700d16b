import { Button, Group, Modal, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';

export interface FormDialogFooterProps {
  onCancel: () => void;
  /** While saving: the Save button spins. */
  pending: boolean;
  /** A rule the contract cannot check refuses the save (a missing password, say). */
  saveDisabled?: boolean;
}

export interface DialogActionsProps {
  onCancel: () => void;
  /** Already translated; the form's submit button. */
  submitLabel: string;
  /** Already translated; "Cancel" when absent. */
  cancelLabel?: string;
  /** While the form is sent: the submit button spins. */
  pending: boolean;
  disabled?: boolean;
  /** Red for what undoes a document (a reversal, a void). */
  color?: 'red';
}

/** Cancel and the form's submit button, on the right. */
export function DialogActions({ onCancel, submitLabel, cancelLabel, pending, disabled, color }: DialogActionsProps) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        {cancelLabel ?? t('admin.common.cancel')}
      </Button>
      <Button type="submit" color={color} loading={pending} disabled={disabled}>
        {submitLabel}
      </Button>
    </Group>
  );
}

/** Cancel and Save (the form's submit button), on the right. */
export function FormDialogFooter({ onCancel, pending, saveDisabled }: FormDialogFooterProps) {
  const { t } = useTranslation();
  return <DialogActions onCancel={onCancel} submitLabel={t('admin.common.save')} pending={pending} disabled={saveDisabled} />;
}

export interface FormDialogProps extends Omit<FormDialogFooterProps, 'onCancel'> {
  opened: boolean;
  /** Already translated. */
  title: string;
  onClose: () => void;
  /** Save, or Enter in a field. */
  onSubmit: () => void;
  /** The fields. */
  children: ReactNode;
}

/**
 * The create-or-edit dialog of a record: the fields, then Cancel and Save.
 * The contract checks the values (noValidate: no browser bubbles).
 */
export function FormDialog({ opened, title, onClose, onSubmit, pending, saveDisabled, children }: FormDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} radius="lg" size="lg">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <Stack gap="md">
          {children}
          <FormDialogFooter onCancel={onClose} pending={pending} saveDisabled={saveDisabled} />
        </Stack>
      </form>
    </Modal>
  );
}
