import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { CloudOff, RefreshCw, Trash2 } from 'lucide-react';
import { useAuth } from '@client/api/auth';
import { ProgressBar } from '@client/components/course/progress-bar';
import { PageContainer } from '@client/components/layout/page-container';
import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { href } from '@client/href';
import { formatDateTime } from '@client/lib/format';
import { QUALITY_LABELS } from '@client/lib/lesson-size';
import { removeSavedCourse, useSavedCourses, type SavedCourse } from '@client/lib/offline-courses';
import { dismissFailures, useOutbox, useOutboxFailures, type OutboxItem } from '@client/lib/outbox';
import { usePageTitle } from '@client/lib/use-page-title';
import { formatBytes } from '@client/lib/format';
import { SaveOffline } from '@client/components/offline/save-offline';

/** The room this site uses and may use on the phone, and whether the browser keeps it. */
function useStorage() {
  const [storage, setStorage] = useState<{ usage: number; quota: number; persisted: boolean }>();
  useEffect(() => {
    void Promise.all([navigator.storage?.estimate?.(), navigator.storage?.persisted?.()]).then(
      ([estimate, persisted]) =>
        estimate?.quota &&
        setStorage({ usage: estimate.usage ?? 0, quota: estimate.quota, persisted: !!persisted }),
    );
  }, []);
  return storage;
}

const describe = (item: OutboxItem) =>
  item.kind === 'complete-lesson'
    ? `Leçon terminée : ${item.lessonTitle}`
    : `Quiz soumis : ${item.quizTitle}`;

/** "Hors ligne": the courses kept on this phone, their size, and what waits to be synced. */
export default function OfflinePage() {
  usePageTitle('Hors ligne');
  const { user } = useAuth();
  const courses = useSavedCourses(user?.id);
  const waiting = useOutbox(user?.id);
  const failures = useOutboxFailures(user?.id);
  const storage = useStorage();

  return (
    <PageContainer className="grid max-w-3xl gap-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold">Hors ligne</h1>
        <p className="text-muted-foreground">
          Les cours gardés sur ce téléphone s’ouvrent sans réseau. Votre progression est envoyée dès
          le retour de la connexion.
        </p>
      </header>

      {failures.length ? (
        <Alert variant="destructive" role="alert" className="grid gap-2">
          <p className="font-semibold">Non synchronisé</p>
          <ul className="grid gap-1">
            {failures.map((f) => (
              <li key={f.item.id}>{f.message}</li>
            ))}
          </ul>
          <Button
            variant="outline"
            size="sm"
            className="w-fit"
            onClick={() => user && dismissFailures(user.id)}
          >
            J’ai compris
          </Button>
        </Alert>
      ) : null}

      <section aria-labelledby="sync-title" className="grid gap-2">
        <h2 id="sync-title" className="flex items-center gap-2 text-lg font-semibold">
          <RefreshCw className="size-5" aria-hidden="true" />
          En attente de synchronisation
        </h2>
        {waiting.length ? (
          <ul className="grid gap-1 text-sm" aria-label="Actions en attente">
            {waiting.map((item) => (
              <li key={item.id}>
                {describe(item)}{' '}
                <span className="text-muted-foreground">({formatDateTime(item.at)})</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">Tout est synchronisé.</p>
        )}
      </section>

      <section aria-labelledby="saved-title" className="grid gap-3">
        <h2 id="saved-title" className="flex items-center gap-2 text-lg font-semibold">
          <CloudOff className="size-5" aria-hidden="true" />
          Cours sur ce téléphone
        </h2>
        {storage ? (
          <p className="text-sm text-muted-foreground">
            Espace utilisé : {formatBytes(storage.usage)} sur {formatBytes(storage.quota)}.
            {storage.persisted
              ? ' Le navigateur gardera ces cours.'
              : ' Le navigateur peut effacer ces cours si le téléphone manque de place.'}
          </p>
        ) : null}
        {courses.length ? (
          <ul className="grid gap-3" aria-label="Cours enregistrés">
            {courses.map((course) => (
              <li key={course.courseId}>
                <SavedCourseCard course={course} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">
            Aucun cours enregistré. Ouvrez un de vos cours et touchez « Télécharger pour hors ligne
            ».
          </p>
        )}
      </section>
    </PageContainer>
  );
}

function SavedCourseCard({ course }: { course: SavedCourse }) {
  return (
    <Card className="grid gap-3 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid gap-1">
          <Link href={href.learn(course.courseId)} className="font-semibold hover:underline">
            {course.title}
          </Link>
          <p className="text-sm text-muted-foreground">
            {formatBytes(course.totalBytes)}
            {course.files.some((f) => f.kind === 'video')
              ? ` · Vidéo : ${QUALITY_LABELS[course.quality]}`
              : ''}
            {course.savedAt ? ` · Enregistré le ${formatDateTime(course.savedAt)}` : ''}
          </p>
        </div>
        <Button
          variant="outline"
          size="sm"
          onClick={() => void removeSavedCourse(course.courseId)}
          aria-label={`Supprimer ${course.title} de ce téléphone`}
        >
          <Trash2 aria-hidden="true" />
          Supprimer
        </Button>
      </div>
      {course.status === 'saved' ? (
        <ProgressBar value={100} label={`${course.title} : enregistré`} />
      ) : (
        <SaveOffline courseId={course.courseId} courseTitle={course.title} />
      )}
    </Card>
  );
}
