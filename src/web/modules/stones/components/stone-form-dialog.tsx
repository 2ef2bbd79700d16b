import { Modal, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ApiError } from '../../../shell/http';
import { FormDialogFooter } from '../../../ui/form-dialog';
import { FormRefusal } from '../../../ui/idempotent-form';

export interface StoneFormDialogProps {
  opened: boolean;
  title: string;
  onClose: () => void;
  onSubmit: () => void;
  pending: boolean;
  /** The server's refusal (409, 422) and field errors no input shows. */
  refusal: ApiError | null;
  otherErrors?: readonly string[];
  refusalTitle: string;
  size?: string;
  children: ReactNode;
}

/** A dialog that moves stones: the fields, the server's refusal, then Cancel and Save. */
export function StoneFormDialog({ opened, title, onClose, onSubmit, pending, refusal, otherErrors = [], refusalTitle, size = 'lg', children }: StoneFormDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} radius="lg" size={size}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <Stack gap="md">
          {children}
          <FormRefusal error={refusal} otherFields={otherErrors} title={refusalTitle} />
          <FormDialogFooter onCancel={onClose} pending={pending} />
        </Stack>
      </form>
    </Modal>
  );
}
