import { lazy, Suspense, useState } from 'react';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { Link, useParams } from 'wouter';
import { Tabs } from 'radix-ui';
import {
  Award,
  BookOpen,
  Clock,
  Download,
  Eye,
  Infinity as InfinityIcon,
  Users,
  Video,
} from 'lucide-react';
import type { CourseDetail, CourseQuiz, Lesson } from '@contract/courses';
import { useAuth } from '@client/api/auth';
import { courseLessonsQuery, courseQuery, courseQuizzesQuery } from '@client/api/courses';
import { IconItem } from '@client/components/icon-item';
import { BackLink } from '@client/components/layout/back-link';
import { PageContainer } from '@client/components/layout/page-container';
import { PageLoadFailed, QueryState } from '@client/components/query-state';
import { lessonHoursLabel } from '@client/components/course/course-hours';
import { coursePriceLabel, enrolActionLabel } from '@client/components/course/course-price';
import { TabBar, type TabBarTab } from '@client/components/tab-bar';
import { CourseThumbnail } from '@client/components/course/course-thumbnail';
import { LevelBadge } from '@client/components/course/level-badge';
import { Avatar } from '@client/components/ui/avatar';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { href } from '@client/href';
import { COURSE_IMAGE_SIZE } from '@contract/courses-labels';
import { isNotFound } from '@client/lib/api';
import { formatNumber, pluralize } from '@client/lib/format';
import { authHref } from '@client/lib/return-path';
import { usePageHead } from '@client/lib/use-page-title';
import { CourseCurriculum } from './course-curriculum';
import { CourseQuizzes } from './course-quizzes';
import { SeatConfirmDialog } from './seat-confirm-dialog';
import { useEnroll } from './use-enroll';
import { usePackageSeats } from './use-package-seats';

/** Only enrolled learners use it: its code stays out of a visitor's first load. */
const SaveOffline = lazy(() =>
  import('@client/components/offline/save-offline').then((m) => ({ default: m.SaveOffline })),
);

type TabValue = 'curriculum' | 'quiz' | 'overview' | 'instructor';

const courseTabs: readonly TabBarTab[] = [
  { value: 'curriculum', label: 'Curriculum' },
  { value: 'quiz', label: 'Quiz' },
  { value: 'overview', label: 'Aperçu' },
  { value: 'instructor', label: 'Formateur' },
];

/** Narrow tabs: four fit side by side on a phone. */
const courseTabClassName =
  'inline-flex min-w-0 items-center justify-center px-1.5 text-xs transition-colors focus-visible:outline-2 focus-visible:outline-ring data-[state=active]:bg-card sm:px-3 sm:text-sm';

function NotFound() {
  usePageHead({ title: 'Cours non trouvé', status: 404 });
  return (
    <PageContainer className="grid justify-items-center gap-4 text-center">
      <BookOpen className="size-12 text-muted-foreground" aria-hidden="true" />
      <h1 className="text-2xl font-bold">Cours non trouvé</h1>
      <Button asChild variant="outline">
        <Link href="/catalog">Retour au catalogue</Link>
      </Button>
    </PageContainer>
  );
}

function DetailSkeleton() {
  return (
    <PageContainer className="grid gap-6 lg:grid-cols-[1fr_22rem]" aria-busy="true">
      <span className="sr-only" role="status">
        Chargement...
      </span>
      <div className="grid content-start gap-4">
        <Skeleton className="h-4 w-32" />
        <Skeleton className="h-9 w-3/4" />
        <Skeleton className="h-20 w-full" />
        <Skeleton className="h-10 w-1/2" />
      </div>
      <Skeleton className="h-80 w-full" />
    </PageContainer>
  );
}

/**
 * A visitor's way in: the same action as a signed-in buyer's, leading to the sign-in page (or,
 * below it, to a new account), both of which come back to this course afterwards.
 */
function VisitorEnrolAction({ course }: { course: CourseDetail }) {
  const here = href.course(course.id);
  return (
    <div className="grid gap-2">
      <Button asChild size="lg" className="h-auto min-h-11 py-2 text-center whitespace-normal">
        <Link href={authHref('/login', here)}>{enrolActionLabel(course)}</Link>
      </Button>
      <p className="text-center text-sm text-muted-foreground">
        Pas encore de compte ?{' '}
        <Link
          href={authHref('/register', here)}
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          Créer un compte
        </Link>
      </p>
    </div>
  );
}

function SideCard({ course }: { course: CourseDetail }) {
  const { isSignedIn, enroll, pendingId, seatQuestion, confirmSeat, cancelSeat } = useEnroll({
    successDescription: 'Vous pouvez maintenant accéder au cours',
  });
  const { isLoading: sessionLoading } = useAuth();
  const packageSeats = usePackageSeats();
  const enrolling = pendingId === course.id;
  const includes = [
    { icon: InfinityIcon, text: 'Accès à vie' },
    // A course without videos says nothing of them rather than "0 leçon vidéo".
    ...(course.videoLessonCount > 0
      ? [
          {
            icon: Video,
            text: `${course.videoLessonCount} ${pluralize(course.videoLessonCount, 'leçon vidéo', 'leçons vidéo')}`,
          },
        ]
      : []),
    { icon: Download, text: 'Ressources téléchargeables' },
    { icon: Award, text: 'Certificat de fin de formation' },
  ];
  return (
    <Card className="overflow-hidden lg:sticky lg:top-24">
      <CourseThumbnail src={course.thumbnail} eager />
      <div className="grid gap-4 p-5">
        <p className="text-2xl font-bold">{coursePriceLabel(course, { packageSeats })}</p>
        {course.isEnrolled ? (
          <>
            <Button asChild size="lg">
              <Link href={href.learn(course.id)}>Continuer le cours</Link>
            </Button>
            <Suspense fallback={null}>
              <SaveOffline courseId={course.id} courseTitle={course.title} />
            </Suspense>
          </>
        ) : !sessionLoading && !isSignedIn ? (
          <VisitorEnrolAction course={course} />
        ) : (
          <Button
            size="lg"
            className="h-auto min-h-11 py-2 text-center whitespace-normal"
            disabled={sessionLoading || enrolling}
            onClick={() => void enroll(course)}
          >
            {sessionLoading
              ? 'Chargement...'
              : enrolling
                ? 'Inscription...'
                : enrolActionLabel(course)}
          </Button>
        )}
        <SeatConfirmDialog question={seatQuestion} onConfirm={confirmSeat} onCancel={cancelSeat} />
        {course.canEdit && !course.isEnrolled ? (
          <Button asChild variant="outline">
            <Link href={href.learn(course.id)}>
              <Eye aria-hidden="true" />
              Voir les leçons
            </Link>
          </Button>
        ) : null}
        <div className="grid gap-2 border-t pt-4">
          <h2 className="text-sm font-semibold">Ce cours inclut :</h2>
          <ul className="grid gap-2 text-sm text-muted-foreground">
            {includes.map(({ icon, text }) => (
              <IconItem key={text} icon={icon}>
                {text}
              </IconItem>
            ))}
          </ul>
        </div>
      </div>
    </Card>
  );
}

export default function CourseDetailPage() {
  const { id = '' } = useParams<{ id: string }>();
  const [tab, setTab] = useState<TabValue>('curriculum');

  const detailQuery = useQuery(courseQuery(id));
  const lessonsQuery = useQuery({ ...courseLessonsQuery(id), enabled: detailQuery.isSuccess });
  // Quizzes load only when their tab is opened: nothing is downloaded that is not shown.
  const quizzesQuery = useQuery({
    ...courseQuizzesQuery(id),
    enabled: detailQuery.isSuccess && tab === 'quiz',
  });
  const course = detailQuery.data;
  usePageHead({
    title: course?.title ?? 'Détails du cours',
    description: course?.description,
    // Without a cover, the picture the server draws of the course's title.
    image: course ? (course.thumbnail ?? href.courseImage(course)) : undefined,
    imageSize: course && !course.thumbnail ? COURSE_IMAGE_SIZE : undefined,
    priceCdf: course?.price,
  });

  // A course that is gone is not found, even when an older copy was loaded.
  if (isNotFound(detailQuery.error)) return <NotFound />;
  return (
    <QueryState
      query={detailQuery}
      pending={<DetailSkeleton />}
      error={(_, retry) => (
        <PageLoadFailed title="Impossible de charger le cours" onRetry={retry} />
      )}
    >
      {(course) => (
        <CourseView
          course={course}
          tab={tab}
          onTabChange={setTab}
          lessonsQuery={lessonsQuery}
          quizzesQuery={quizzesQuery}
        />
      )}
    </QueryState>
  );
}

/** The instructor's picture, name and role; `large` in the "Formateur" tab, where the name heads it. */
function InstructorByline({
  instructor,
  large,
}: {
  instructor: CourseDetail['instructor'];
  large?: boolean;
}) {
  return (
    <div className="flex items-center gap-3">
      <Avatar
        name={instructor.name}
        src={instructor.avatar}
        className={large ? 'size-14 text-lg' : 'size-10'}
      />
      <div className="grid">
        {large ? (
          <h2 className="text-lg font-semibold">{instructor.name}</h2>
        ) : (
          <span className="font-medium">{instructor.name}</span>
        )}
        <span className="text-sm text-muted-foreground">Formateur</span>
      </div>
    </div>
  );
}

function CourseView({
  course,
  tab,
  onTabChange,
  lessonsQuery,
  quizzesQuery,
}: {
  course: CourseDetail;
  tab: TabValue;
  onTabChange: (tab: TabValue) => void;
  lessonsQuery: UseQueryResult<Lesson[]>;
  quizzesQuery: UseQueryResult<CourseQuiz[]>;
}) {
  const students = course.enrollmentCount;

  return (
    <>
      <section className="border-b bg-gradient-to-b from-accent to-background">
        <div className="mx-auto grid w-full max-w-6xl gap-4 px-4 py-6 sm:px-6 lg:py-10">
          <BackLink href="/catalog" className="inline-flex hover:underline">
            Retour au catalogue
          </BackLink>
          <p className="text-xs font-semibold tracking-wide text-primary uppercase">
            {course.category}
          </p>
          <h1 className="text-2xl font-extrabold tracking-tight sm:text-4xl">{course.title}</h1>
          <p className="max-w-3xl whitespace-pre-line text-muted-foreground sm:text-lg">
            {course.description}
          </p>
          <InstructorByline instructor={course.instructor} />
          <ul className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-muted-foreground">
            <IconItem icon={Users} tone="inherit">
              {formatNumber(students)} {pluralize(students, 'étudiant', 'étudiants')}
            </IconItem>
            <IconItem icon={Clock} tone="inherit">
              {lessonHoursLabel(course.totalLessonMinutes)}
            </IconItem>
            <IconItem icon={BookOpen} tone="inherit">
              {course.lessonCount} {pluralize(course.lessonCount, 'leçon', 'leçons')}
            </IconItem>
            <li>
              <LevelBadge level={course.level} />
            </li>
          </ul>
        </div>
      </section>

      <PageContainer className="grid items-start gap-6 lg:grid-cols-[1fr_22rem]">
        <div className="min-w-0 lg:order-2">
          <SideCard course={course} />
        </div>
        <Tabs.Root
          value={tab}
          onValueChange={(value) => onTabChange(value as TabValue)}
          className="grid min-w-0 gap-4 lg:order-1"
        >
          <TabBar
            label="Contenu du cours"
            tabs={courseTabs}
            className="grid grid-cols-4"
            triggerClassName={courseTabClassName}
          />
          <Tabs.Content value="curriculum" className="outline-none">
            <CourseCurriculum lessonsQuery={lessonsQuery} isEnrolled={course.isEnrolled} />
          </Tabs.Content>
          <Tabs.Content value="quiz" className="outline-none">
            <CourseQuizzes quizzesQuery={quizzesQuery} isEnrolled={course.isEnrolled} />
          </Tabs.Content>
          <Tabs.Content value="overview" className="outline-none">
            <Card className="grid gap-3 p-5">
              <h2 className="text-lg font-semibold">À propos de ce cours</h2>
              <p className="whitespace-pre-line text-muted-foreground">{course.description}</p>
            </Card>
          </Tabs.Content>
          <Tabs.Content value="instructor" className="outline-none">
            <Card className="grid gap-3 p-5">
              <InstructorByline instructor={course.instructor} large />
              {course.instructor.bio ? (
                <p className="whitespace-pre-line text-muted-foreground">{course.instructor.bio}</p>
              ) : null}
            </Card>
          </Tabs.Content>
        </Tabs.Root>
      </PageContainer>
    </>
  );
}
