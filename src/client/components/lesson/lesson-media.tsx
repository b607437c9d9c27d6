import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Lesson } from '@contract/courses';
import { Download, ExternalLink, FileText, TriangleAlert } from 'lucide-react';
import { uploadedFileQuery } from '@client/api/uploads';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { formatBytes } from '@client/lib/format';
import { fileNameOfUrl, uploadedFilePath } from '@client/lib/upload-info';
import { useMediaQuery } from '@client/lib/use-media-query';
import {
  QUALITY_LABELS,
  choosePreferredQuality,
  preferredQuality,
  videoIn,
} from '@client/lib/lesson-size';
import type { VideoQuality } from '@contract/objects';

const VIDEO_SITES = ['youtube.com', 'youtu.be', 'vimeo.com'];

/** A page of a video-sharing site (YouTube or Vimeo type), which cannot play in a native player. */
export function isVideoSiteUrl(url: string): boolean {
  try {
    const host = new URL(url, window.location.href).hostname.toLowerCase();
    return VIDEO_SITES.some((site) => host === site || host.endsWith(`.${site}`));
  } catch {
    return false;
  }
}

/** True when the address (without its query or fragment) ends with .pdf. */
export function isPdfUrl(url: string): boolean {
  return /\.pdf$/i.test(url.split(/[?#]/)[0] ?? '');
}

function ExternalVideoLink({ url }: { url: string }) {
  return (
    <Button asChild variant="outline" className="w-full sm:w-fit">
      <a href={url} target="_blank" rel="noopener noreferrer">
        <ExternalLink aria-hidden="true" />
        Ouvrir la vidéo
        <span className="sr-only"> (nouvel onglet)</span>
      </a>
    </Button>
  );
}

/**
 * The lesson's video. A video-sharing site only gets a link (its player would download far more
 * than the video). Other addresses play in the native player, which fetches nothing before the
 * learner presses play (preload="none").
 */
export function LessonVideo({
  url: given,
  videos = [],
  quality: initialQuality,
  title,
  failed,
  onError,
}: {
  url: string;
  /** The uploaded video's qualities with their sizes (lesson.videos). */
  videos?: Lesson['videos'];
  /** The quality to start with (a course saved offline: the saved one); else the learner's. */
  quality?: VideoQuality;
  title: string;
  failed: boolean;
  onError: () => void;
}) {
  const [quality, setQuality] = useState<VideoQuality>(() => initialQuality ?? preferredQuality());
  const chosen = videoIn({ videos }, quality);
  const url = chosen?.url ?? given;
  if (isVideoSiteUrl(url)) {
    return (
      <Card className="grid justify-items-start gap-3 p-4 sm:p-5">
        <p className="text-sm text-muted-foreground">
          Cette vidéo est hébergée sur un site de partage de vidéos.
        </p>
        <ExternalVideoLink url={url} />
      </Card>
    );
  }
  if (failed) {
    return (
      <Card role="alert" className="grid justify-items-start gap-3 p-4 sm:p-5">
        <p className="flex items-center gap-2 font-medium">
          <TriangleAlert className="size-5 shrink-0 text-destructive" aria-hidden="true" />
          Vidéo non disponible en lecture directe
        </p>
        <ExternalVideoLink url={url} />
      </Card>
    );
  }
  const playable = videos.filter((v) => v.url);
  return (
    <div className="grid gap-2">
      <div className="overflow-hidden rounded-xl bg-black">
        {/* Lesson videos come without caption tracks; the text content carries the lesson. */}
        {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
        <video
          key={url}
          controls
          preload="none"
          playsInline
          aria-label={`Vidéo : ${title}`}
          className="aspect-video w-full"
          onError={onError}
        >
          <source src={url} type="video/mp4" />
          <source src={url} type="video/webm" />
          {/* The error of the last source means that none could play. */}
          <source src={url} type="video/ogg" onError={onError} />
        </video>
      </div>
      {playable.length > 1 ? (
        <label className="flex flex-wrap items-center gap-2 text-sm">
          <span className="font-medium">Qualité vidéo</span>
          <select
            value={chosen?.quality}
            onChange={(event) => {
              const next = event.target.value as VideoQuality;
              choosePreferredQuality(next);
              setQuality(next);
            }}
            className="h-11 rounded-md border border-input bg-background px-3"
          >
            {playable.map((v) => (
              <option key={v.quality} value={v.quality}>
                {QUALITY_LABELS[v.quality]} · {formatBytes(v.size)}
              </option>
            ))}
          </select>
        </label>
      ) : null}
    </div>
  );
}

/** Wide enough for the PDF frame (Tailwind's `sm`); below, a phone gets the document's card. */
const FRAME_SCREEN = '(min-width: 640px)';

/**
 * The attached file. A PDF is shown in place on a wide screen, with a download link; on a phone,
 * where a framed page would be unreadable (and its bytes spent before anyone asked), a card
 * names the document and offers to open or download it. Anything else is a download.
 */
export function LessonFile({ url, title }: { url: string; title: string }) {
  const wide = useMediaQuery(FRAME_SCREEN);
  if (isPdfUrl(url) && wide) {
    return (
      <div className="grid gap-3">
        <iframe
          src={url}
          title={`Document PDF : ${title}`}
          loading="lazy"
          className="h-[600px] w-full rounded-xl border bg-card"
        />
        <DownloadButton url={url} />
      </div>
    );
  }
  if (isPdfUrl(url)) return <DocumentCard url={url} />;
  return (
    <Card className="flex flex-wrap items-center gap-3 p-4 sm:p-5">
      <FileText className="size-8 shrink-0 text-primary" aria-hidden="true" />
      <div className="grid min-w-0 flex-1 gap-0.5">
        <h3 className="font-semibold">Ressources téléchargeables</h3>
        <p className="truncate text-sm text-muted-foreground">{fileNameOfUrl(url)}</p>
      </div>
      <DownloadButton url={url} />
    </Card>
  );
}

/**
 * A PDF on a phone: its name and size, "Ouvrir" (the phone's own viewer) and "Télécharger".
 * One of our uploads is named and sized by a HEAD request (no byte of the file travels); any
 * other address by its last segment, with no size.
 */
function DocumentCard({ url }: { url: string }) {
  const objectPath = uploadedFilePath(url);
  const info = useQuery({ ...uploadedFileQuery(objectPath ?? url), enabled: objectPath !== null });
  const waiting = objectPath !== null && info.isPending;
  const name = info.data?.name ?? fileNameOfUrl(url);
  const size = info.data?.size ?? null;
  return (
    <Card className="grid gap-3 p-4">
      <div className="flex items-start gap-3">
        <FileText className="size-8 shrink-0 text-primary" aria-hidden="true" />
        <div className="grid min-w-0 flex-1 gap-0.5">
          {waiting ? (
            <Skeleton className="my-0.5 h-5 w-3/4" />
          ) : (
            <h3 className="font-semibold break-words">{name}</h3>
          )}
          <p className="text-sm text-muted-foreground">
            {size === null ? 'Document PDF' : `Document PDF · ${formatBytes(size)}`}
          </p>
        </div>
      </div>
      <div className="grid grid-cols-2 gap-2">
        <Button asChild variant="outline">
          <a href={url} target="_blank" rel="noopener noreferrer">
            <ExternalLink aria-hidden="true" />
            Ouvrir
            <span className="sr-only"> (nouvel onglet)</span>
          </a>
        </Button>
        <DownloadButton url={url} />
      </div>
    </Card>
  );
}

function DownloadButton({ url }: { url: string }) {
  return (
    <Button asChild variant="outline" className="w-full sm:w-fit">
      <a href={url} download target="_blank" rel="noopener noreferrer">
        <Download aria-hidden="true" />
        Télécharger
      </a>
    </Button>
  );
}
