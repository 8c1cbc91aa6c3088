'use client';

import { ActionForm, type ActionFormProps } from './action-form';
import { Modal } from './modal';

export interface EntityFormDialogProps extends Omit<ActionFormProps, 'onCancel'> {
  open: boolean;
  title: string;
  onClose: () => void;
}

/** An add/edit form in a modal dialog: closing it (Cancel, Escape, ×) or saving resets the form. */
export function EntityFormDialog({ open, title, onClose, onSuccess, ...form }: EntityFormDialogProps) {
  return (
    <Modal open={open} onClose={onClose} title={title}>
      <ActionForm
        {...form}
        onCancel={onClose}
        onSuccess={() => {
          onSuccess?.();
          onClose();
        }}
      />
    </Modal>
  );
}
