import { useEffect, useId, useRef, useState } from 'react';
import { FileUp, X } from 'lucide-react';
import {
  DOCUMENT_ACCEPT,
  IMAGE_ACCEPT,
  VIDEO_ACCEPT,
  tooLargeMessage,
  uploadMessages,
  type UploadKind,
} from '@contract/objects';
import { Alert } from '@client/components/ui/alert';
import { Button, buttonVariants } from '@client/components/ui/button';
import { toast } from '@client/components/ui/use-toast';
import {
  isAbortError,
  isTooLarge,
  uploadFile,
  UploadError,
  type UploadProgress,
} from '@client/lib/upload';
import { formatBytes } from '@client/lib/format';
import { cn } from '@client/lib/utils';

const ACCEPT: Record<UploadKind, string> = {
  video: VIDEO_ACCEPT,
  document: DOCUMENT_ACCEPT,
  image: IMAGE_ACCEPT,
};
const PICK_LABEL: Record<UploadKind, string> = {
  video: 'Uploader une vidéo',
  document: 'Uploader un document',
  image: 'Uploader une image',
};
const PROGRESS_LABEL: Record<UploadKind, string> = {
  video: 'Envoi de la vidéo',
  document: 'Envoi du document',
  image: "Envoi de l'image",
};
const SUCCESS_TOAST: Record<UploadKind, string> = {
  video: uploadMessages.videoUploaded,
  document: uploadMessages.fileUploaded,
  image: uploadMessages.imageUploaded,
};

/** A file once stored: the path to save, and what the person knows it by. */
export interface UploadedFile {
  /** e.g. /objects/uploads/<id>.pdf */
  objectPath: string;
  name: string;
  size: number;
}

export interface FileUploadFieldProps {
  kind: UploadKind;
  /** Receives the stored file once every byte arrived. */
  onUploaded: (file: UploadedFile) => void;
  /** Tells the form an upload is running (e.g. to hold the save button). */
  onBusyChange?: (busy: boolean) => void;
  disabled?: boolean;
  className?: string;
}

/** What went wrong, for the alert: the spec's title for a failed upload, then the reason. */
interface UploadFailure {
  title?: string;
  text: string;
}

/** A failed upload: the spec's alert text, then the server's reason when it gave one. */
function failureOf(err: unknown): UploadFailure {
  const reason = err instanceof UploadError ? err.message : uploadMessages.failed;
  return reason === uploadMessages.failed
    ? { text: uploadMessages.failed }
    : { title: uploadMessages.failed, text: reason };
}

/** "42 % — 12,3 Mo restants" */
export function progressLabel({ bytesSent, bytesTotal }: UploadProgress): string {
  const percent = bytesTotal > 0 ? Math.floor((bytesSent / bytesTotal) * 100) : 0;
  return `${percent} % — ${formatBytes(bytesTotal - bytesSent)} restants`;
}

/**
 * A file picker that uploads the chosen video, document or image (spec 01 §2 "Course editor",
 * §5, §8): refuses a file over its size limit before sending anything, shows the progress while
 * sending (resumable: a dropped connection picks up where it stopped), and hands over the file.
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
  const [failure, setFailure] = useState<UploadFailure | null>(null);
  const uploading = progress !== null;

  // Leaving the page stops a transfer in progress.
  useEffect(() => () => controllerRef.current?.abort(), []);

  async function start(file: File) {
    setFailure(null);
    if (isTooLarge(file, kind)) {
      // Spec 01 §5: this alert alone, before anything is sent.
      setFailure({ text: tooLargeMessage(kind) });
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
      onUploaded({ objectPath, name: file.name, size: file.size });
      toast({ title: SUCCESS_TOAST[kind] });
    } catch (err) {
      if (!isAbortError(err)) setFailure(failureOf(err));
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
            aria-label={PROGRESS_LABEL[kind]}
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

      {failure ? (
        <Alert variant="destructive" role="alert" className="grid gap-1">
          {failure.title ? <p className="font-semibold">{failure.title}</p> : null}
          <p>{failure.text}</p>
        </Alert>
      ) : null}
    </div>
  );
}
