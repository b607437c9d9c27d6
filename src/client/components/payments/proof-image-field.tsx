import { ImageIcon, X } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { FileUploadField, type UploadedFile } from '@client/components/upload/file-upload-field';

/** The optional screenshot of the operator's SMS: an image upload, removable before sending. */
export default function ProofImageField({
  proof,
  onChange,
  onBusyChange,
  error,
}: {
  proof: UploadedFile | null;
  onChange: (file: UploadedFile | null) => void;
  onBusyChange: (busy: boolean) => void;
  error: string | undefined;
}) {
  return (
    <div className="grid gap-2">
      <p className="text-sm font-medium">Capture d&apos;écran du SMS (facultatif)</p>
      {proof ? (
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <ImageIcon className="size-4 text-muted-foreground" aria-hidden="true" />
          <span className="min-w-0 break-all">{proof.name}</span>
          <Button type="button" variant="ghost" size="sm" onClick={() => onChange(null)}>
            <X aria-hidden="true" />
            Retirer<span className="sr-only"> la capture d&apos;écran</span>
          </Button>
        </div>
      ) : (
        <FileUploadField kind="image" onUploaded={onChange} onBusyChange={onBusyChange} />
      )}
      {error ? (
        <p className="text-sm font-medium text-destructive" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
