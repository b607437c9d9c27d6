import { useQuery } from '@tanstack/react-query';
import type { RenditionProgress } from '@contract/objects';
import { lessonRenditionsQuery } from '@client/api/lesson-renditions';
import { ProgressBar } from '@client/components/course/progress-bar';
import { Card } from '@client/components/ui/card';
import { formatBytes } from '@client/lib/format';
import { QUALITY_LABELS } from '@client/lib/lesson-size';

function statusText(r: RenditionProgress) {
  switch (r.status) {
    case 'waiting':
      return 'En attente';
    case 'working':
      return `En cours : ${r.progress} %`;
    case 'ready':
      return r.size === null ? 'Prête' : `Prête · ${formatBytes(r.size)}`;
    case 'failed':
      return 'Échec : renvoyez la vidéo pour réessayer';
  }
}

/**
 * The lighter copies of the lesson's uploaded video (basse, moyenne, son seul) and how far each
 * is: the server makes them in the background after the video is saved. Nothing for a video that
 * is a link.
 */
export function LessonRenditions({ lessonId }: { lessonId: string }) {
  const { data } = useQuery(lessonRenditionsQuery(lessonId));
  if (!data?.length) return null;
  return (
    <Card className="grid gap-3 p-4">
      <h2 className="font-semibold">Versions allégées de la vidéo</h2>
      <p className="text-sm text-muted-foreground">
        Les étudiants choisissent la qualité ; la vidéo envoyée reste disponible pour vous.
      </p>
      <ul className="grid gap-3" aria-label="Versions allégées">
        {data.map((r) => (
          <li key={r.quality} className="grid gap-1 text-sm">
            <p className="flex flex-wrap justify-between gap-2">
              <span className="font-medium">{QUALITY_LABELS[r.quality]}</span>
              <span className="text-muted-foreground">{statusText(r)}</span>
            </p>
            {r.status === 'working' || r.status === 'waiting' ? (
              <ProgressBar
                value={r.progress}
                label={`${QUALITY_LABELS[r.quality]} : progression`}
              />
            ) : null}
          </li>
        ))}
      </ul>
    </Card>
  );
}
