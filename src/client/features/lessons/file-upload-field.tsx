import { useEffect, useId, useRef, useState } from 'react';
import { FileUp, X } from 'lucide-react';
import {
  DOCUMENT_ACCEPT,
  VIDEO_ACCEPT,
  tooLargeMessage,
  uploadMessages,
  type UploadKind,
} from '@contract/objects';
import { Alert } from '@client/components/ui/alert';
import { Button, buttonVariants } from '@client/components/ui/button';
import { toast } from '@client/components/ui/use-toast';
import {
  formatBytes,
  isAbortError,
  isTooLarge,
  uploadFile,
  UploadError,
  type UploadProgress,
} from '@client/lib/upload';
import { cn } from '@client/lib/utils';

const ACCEPT: Record<UploadKind, string> = { video: VIDEO_ACCEPT, document: DOCUMENT_ACCEPT };
const PICK_LABEL: Record<UploadKind, string> = {
  video: 'Uploader une vidéo',
  document: 'Uploader un document',
};
const SUCCESS_TOAST: Record<UploadKind, string> = {
  video: uploadMessages.videoUploaded,
  document: uploadMessages.fileUploaded,
};

export interface FileUploadFieldProps {
  kind: UploadKind;
  /** Receives the object path (e.g. /objects/uploads/<id>.pdf) once the file is stored. */
  onUploaded: (objectPath: string) => void;
  /** Tells the form an upload is running (e.g. to hold the save button). */
  onBusyChange?: (busy: boolean) => void;
  disabled?: boolean;
  className?: string;
}

/** "42 % — 12,3 Mo restants" */
export function progressLabel({ bytesSent, bytesTotal }: UploadProgress): string {
  const percent = bytesTotal > 0 ? Math.floor((bytesSent / bytesTotal) * 100) : 0;
  return `${percent} % — ${formatBytes(bytesTotal - bytesSent)} restants`;
}

/**
 * A file picker that uploads the chosen video or document (spec 01 §2 "Course editor", §5, §8):
 * refuses a file over its size limit before sending anything, shows the progress while sending
 * (resumable: a dropped connection picks up where it stopped), and hands over the object path.
 */
export function FileUploadField({
  kind,
  onUploaded,
  onBusyChange,
  disabled,
  className,
}: FileUploadFieldProps) {
  const inputId = `upload${useId().replace(/:/g, '')}`;
  const controllerRef = useRef<AbortController | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [error, setError] = useState<string | null>(null);
  const uploading = progress !== null;

  // Leaving the page stops a transfer in progress.
  useEffect(() => () => controllerRef.current?.abort(), []);

  async function start(file: File) {
    setError(null);
    if (isTooLarge(file, kind)) {
      setError(tooLargeMessage(kind));
      return;
    }
    const controller = new AbortController();
    controllerRef.current = controller;
    setProgress({ bytesSent: 0, bytesTotal: file.size });
    onBusyChange?.(true);
    try {
      const { objectPath } = await uploadFile(file, {
        signal: controller.signal,
        onProgress: setProgress,
      });
      onUploaded(objectPath);
      toast({ title: SUCCESS_TOAST[kind] });
    } catch (err) {
      if (!isAbortError(err)) {
        setError(err instanceof UploadError ? err.message : uploadMessages.failed);
      }
    } finally {
      if (controllerRef.current === controller) controllerRef.current = null;
      setProgress(null);
      onBusyChange?.(false);
    }
  }

  return (
    <div className={cn('grid gap-2', className)}>
      <div className="flex flex-wrap items-center gap-2">
        <label
          htmlFor={inputId}
          className={cn(
            buttonVariants({ variant: 'outline', size: 'sm' }),
            'cursor-pointer has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
            (uploading || disabled) && 'pointer-events-none opacity-60',
          )}
        >
          <FileUp aria-hidden="true" />
          {PICK_LABEL[kind]}
          <input
            id={inputId}
            type="file"
            accept={ACCEPT[kind]}
            disabled={uploading || disabled}
            className="sr-only"
            onChange={(event) => {
              const file = event.target.files?.[0];
              // Clear the choice so that picking the same file again starts again.
              event.target.value = '';
              if (file) void start(file);
            }}
          />
        </label>
        {uploading ? (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={() => controllerRef.current?.abort()}
          >
            <X aria-hidden="true" />
            Annuler l&apos;envoi
          </Button>
        ) : null}
      </div>

      {progress ? (
        <div className="grid gap-1">
          <div
            role="progressbar"
            aria-label={kind === 'video' ? 'Envoi de la vidéo' : 'Envoi du document'}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={
              progress.bytesTotal > 0
                ? Math.floor((progress.bytesSent / progress.bytesTotal) * 100)
                : 0
            }
            aria-valuetext={progressLabel(progress)}
            className="h-2 w-full overflow-hidden rounded-full bg-muted"
          >
            <div
              className="h-full rounded-full bg-primary transition-[width]"
              style={{
                width: `${progress.bytesTotal > 0 ? (progress.bytesSent / progress.bytesTotal) * 100 : 0}%`,
              }}
            />
          </div>
          <p className="text-xs text-muted-foreground">{progressLabel(progress)}</p>
        </div>
      ) : null}

      {error ? (
        <Alert variant="destructive" role="alert">
          {error}
        </Alert>
      ) : null}
    </div>
  );
}
