import type { FormEvent, ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { Button, type ButtonProps } from '@client/components/ui/button';
import { DialogHeading } from '@client/components/dialog-heading';
import { DialogContent, DialogFooter } from '@client/components/ui/dialog';
import { createOrUpdate, type SaveMutation } from '@client/lib/forms/create-or-update';
import { saveOnSubmit } from '@client/lib/forms/save-on-submit';

/**
 * The inside of a dialog holding a form: its title and description, the form's fields, then
 * "Annuler" and the submit button, by default "Enregistrer" ("Enregistrement…" while saving).
 */
export function FormDialogContent({
  title,
  description,
  onSubmit,
  onClose,
  saving,
  submitLabel,
  submitVariant,
  actions,
  children,
}: {
  title: ReactNode;
  description: ReactNode;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  onClose: () => void;
  /** Saving (or otherwise busy): the submit button waits. */
  saving: boolean;
  /** The submit button's content, instead of "Enregistrer" / "Enregistrement…". */
  submitLabel?: ReactNode;
  submitVariant?: ButtonProps['variant'];
  /** More buttons after the submit button (the next steps of a request…): the footer wraps. */
  actions?: ReactNode;
  /** The form's fields. */
  children: ReactNode;
}) {
  return (
    <DialogContent>
      <DialogHeading title={title} description={description} />
      <form noValidate className="grid gap-4" onSubmit={(event) => void onSubmit(event)}>
        {children}
        <DialogFooter className={actions ? 'flex-wrap' : undefined}>
          <Button type="button" variant="outline" onClick={onClose}>
            Annuler
          </Button>
          <Button type="submit" variant={submitVariant} disabled={saving}>
            {submitLabel ?? (saving ? 'Enregistrement…' : 'Enregistrer')}
          </Button>
          {actions}
        </DialogFooter>
      </form>
    </DialogContent>
  );
}

/** What an item's create/edit dialog says: its titles, and the toasts once saved or refused. */
export interface SaveDialogTexts {
  newTitle: string;
  editTitle: string;
  description: string;
  created: string;
  updated: string;
  saveFailed: string;
}

/** What an item's create/edit dialog is given: the item, or null for a new one, and its closing. */
export interface ItemDialogProps<T> {
  item: T | null;
  onClose: () => void;
}

/** What SaveDialogContent takes; dialogs built on it (offers) take the same. */
export type SaveDialogProps<
  TValues extends FieldValues,
  TPayload extends FieldValues,
> = ItemDialogProps<{ id: string }> & {
  form: UseFormReturn<TValues, unknown, TPayload>;
  /** The item's create and update hooks (itemMutations'). */
  mutations: {
    useCreate: () => SaveMutation<TPayload>;
    useUpdate: () => SaveMutation<{ id: string; body: TPayload }>;
  };
  texts: SaveDialogTexts;
  /** The form's fields. */
  children: ReactNode;
};

/**
 * The inside of an item's create/edit dialog: titled for a new item (null) or the one edited, its
 * form creates or updates it with `mutations`, then toasts and closes; a refusal lands on the
 * fields it names, or in an "Erreur" toast.
 */
export function SaveDialogContent<TValues extends FieldValues, TPayload extends FieldValues>({
  item,
  form,
  mutations,
  texts,
  onClose,
  children,
}: SaveDialogProps<TValues, TPayload>) {
  const { save, saving } = createOrUpdate(item, mutations.useCreate(), mutations.useUpdate());
  const onSubmit = saveOnSubmit(form, save, {
    saved: { title: item ? texts.updated : texts.created },
    failed: texts.saveFailed,
    onSaved: onClose,
  });
  return (
    <FormDialogContent
      title={item ? texts.editTitle : texts.newTitle}
      description={texts.description}
      onSubmit={onSubmit}
      onClose={onClose}
      saving={saving}
    >
      {children}
    </FormDialogContent>
  );
}
