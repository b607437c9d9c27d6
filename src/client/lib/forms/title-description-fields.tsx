import type { FieldPath, FieldValues } from 'react-hook-form';
import { TextareaField, TextField, type FieldForm } from './fields';

/** "Titre" then "Description": how the course, lesson and quiz editors open. */
export function TitleDescriptionFields<
  T extends FieldValues & { title: string; description: string },
>({ form, descriptionRows }: { form: FieldForm<T>; descriptionRows: number }) {
  return (
    <>
      <TextField form={form} name={'title' as FieldPath<T>} label="Titre" autoComplete="off" />
      <TextareaField
        form={form}
        name={'description' as FieldPath<T>}
        label="Description"
        rows={descriptionRows}
      />
    </>
  );
}
