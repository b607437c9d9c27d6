import type { FormEvent, ReactNode } from 'react';
import { Button } from '@client/components/ui/button';
import {
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';

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
  /** The form's fields. */
  children: ReactNode;
}) {
  return (
    <DialogContent>
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
      </DialogHeader>
      <form noValidate className="grid gap-4" onSubmit={(event) => void onSubmit(event)}>
        {children}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            Annuler
          </Button>
          <Button type="submit" disabled={saving}>
            {submitLabel ?? (saving ? 'Enregistrement…' : 'Enregistrer')}
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
