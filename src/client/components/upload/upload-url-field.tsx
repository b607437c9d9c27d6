import { useId, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  useWatch,
  type FieldPath,
  type FieldValues,
  type PathValue,
  type UseFormReturn,
} from 'react-hook-form';
import { FileCheck } from 'lucide-react';
import type { UploadKind } from '@contract/objects';
import { uploadedFileQuery, useRememberUploadedFile } from '@client/api/uploads';
import { Button } from '@client/components/ui/button';
import { TextField } from '@client/lib/forms/fields';
import { fileSummary, UPLOADED_FILES_PREFIX } from '@client/lib/upload-info';
import { FileUploadField } from './file-upload-field';

export interface UploadUrlFieldProps<T extends FieldValues, TPayload extends FieldValues> {
  form: Pick<
    UseFormReturn<T, unknown, TPayload>,
    'register' | 'getFieldState' | 'formState' | 'setValue' | 'control'
  >;
  /** A text value of the form: an address, or the path of an uploaded file. */
  name: FieldPath<T>;
  /** The address field's label. */
  label: string;
  /** What an uploaded file is, shown above its name (e.g. "Document de la leçon"). */
  fileLabel: string;
  hint?: ReactNode;
  kind: UploadKind;
  onBusyChange?: (busy: boolean) => void;
}

/**
 * An address to type, or a file to upload from the device. Once a file is uploaded, its name and
 * size stand in place of its raw path, with "Retirer" to go back to an address.
 */
export function UploadUrlField<T extends FieldValues, TPayload extends FieldValues>({
  form,
  name,
  label,
  fileLabel,
  hint,
  kind,
  onBusyChange,
}: UploadUrlFieldProps<T, TPayload>) {
  const value: unknown = useWatch({ control: form.control, name });
  const remember = useRememberUploadedFile();
  const set = (path: string) =>
    form.setValue(name, path as PathValue<T, FieldPath<T>>, {
      shouldDirty: true,
      shouldValidate: form.formState.isSubmitted,
    });

  return (
    <div className="grid gap-2">
      {typeof value === 'string' && value.startsWith(UPLOADED_FILES_PREFIX) ? (
        <UploadedFileBox
          label={fileLabel}
          objectPath={value}
          error={form.getFieldState(name, form.formState).error?.message}
          onRemove={() => set('')}
        />
      ) : (
        <TextField
          form={form}
          name={name}
          label={label}
          hint={hint}
          type="url"
          inputMode="url"
          autoComplete="off"
          placeholder="https://"
        />
      )}
      <FileUploadField
        kind={kind}
        onBusyChange={onBusyChange}
        onUploaded={(file) => {
          remember(file.objectPath, { name: file.name, size: file.size });
          set(file.objectPath);
        }}
      />
    </div>
  );
}

/** An uploaded file as its owner knows it: "cours.pdf · 2,4 Mo". */
function UploadedFileBox({
  label,
  objectPath,
  error,
  onRemove,
}: {
  label: string;
  objectPath: string;
  error: string | undefined;
  onRemove: () => void;
}) {
  const labelId = useId();
  const info = useQuery(uploadedFileQuery(objectPath));
  // Until the name is known (or if the file cannot be read), a neutral word rather than the path.
  const summary = info.data ? fileSummary(info.data) : 'Fichier envoyé';
  return (
    <div role="group" aria-labelledby={labelId} className="grid gap-2">
      <span id={labelId} className="text-sm font-medium">
        {label}
      </span>
      <div className="flex min-w-0 items-center gap-2 rounded-md border bg-card py-1 pr-1 pl-3 text-sm">
        <FileCheck className="size-4 shrink-0 text-primary" aria-hidden="true" />
        <span className="min-w-0 flex-1 break-words">{summary}</span>
        <Button type="button" variant="ghost" size="sm" onClick={onRemove}>
          Retirer
          <span className="sr-only"> : {summary}</span>
        </Button>
      </div>
      {error ? (
        <p className="text-sm font-medium text-destructive dark:text-red-400">{error}</p>
      ) : null}
    </div>
  );
}
