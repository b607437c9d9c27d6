import { Link } from 'wouter';
import { Clock, Users } from 'lucide-react';
import type { Course } from '@contract/courses';
import { coursePriceLabel, type CourseAccessHolding } from '@client/components/course/course-price';
import { courseCardHours } from '@client/components/course/course-hours';
import { CourseThumbnail } from '@client/components/course/course-thumbnail';
import { LevelBadge } from '@client/components/course/level-badge';
import { CourseProgress } from '@client/components/course/progress-bar';
import { Avatar } from '@client/components/ui/avatar';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { href } from '@client/href';
import { formatNumber, pluralize } from '@client/lib/format';

export interface CourseCardProps {
  course: Course;
  onEnroll: (course: Course) => void;
  enrolling: boolean;
  /** The enrol button waits while the session is being checked. */
  disabled?: boolean;
  /** The first cards are on the first screen: their pictures load right away. */
  eager?: boolean;
  /** What the viewer holds that opens subscription courses: their price label says so. */
  holding?: CourseAccessHolding;
}

export function CourseCard({
  course,
  onEnroll,
  enrolling,
  disabled,
  eager,
  holding,
}: CourseCardProps) {
  const courseHref = href.course(course.id);
  const progress = course.progress ?? 0;
  const students = course.enrollmentCount;
  return (
    <Card className="flex h-full flex-col overflow-hidden">
      <Link href={courseHref} tabIndex={-1} aria-hidden="true" className="block">
        <CourseThumbnail src={course.thumbnail} eager={eager} />
      </Link>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <span className="text-xs font-semibold tracking-wide text-primary uppercase">
            {course.category}
          </span>
          <LevelBadge level={course.level} />
        </div>
        <h3 className="text-lg leading-snug font-semibold">
          <Link href={courseHref} className="hover:text-primary hover:underline">
            {course.title}
          </Link>
        </h3>
        <div className="flex min-w-0 items-center gap-2 text-sm text-muted-foreground">
          <Avatar name={course.instructor.name} src={course.instructor.avatar} className="size-7" />
          <span className="truncate">{course.instructor.name}</span>
        </div>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
          <span className="inline-flex items-center gap-1">
            <Clock className="size-4" aria-hidden="true" />
            {courseCardHours(course)}h
          </span>
          <span className="inline-flex items-center gap-1">
            <Users className="size-4" aria-hidden="true" />
            {formatNumber(students)} {pluralize(students, 'étudiant', 'étudiants')}
          </span>
        </div>
        <div className="mt-auto grid gap-3 border-t pt-3">
          {course.isEnrolled ? (
            <>
              <CourseProgress value={progress} courseTitle={course.title} />
              <Button asChild>
                <Link href={courseHref}>
                  Continuer<span className="sr-only"> : {course.title}</span>
                </Link>
              </Button>
            </>
          ) : (
            <div className="flex items-center justify-between gap-3">
              <span className="font-bold text-foreground">{coursePriceLabel(course, holding)}</span>
              <Button onClick={() => onEnroll(course)} disabled={enrolling || disabled}>
                {enrolling ? 'Inscription...' : "S'inscrire"}
                <span className="sr-only"> : {course.title}</span>
              </Button>
            </div>
          )}
        </div>
      </div>
    </Card>
  );
}

export function CourseCardSkeleton() {
  return (
    <Card className="flex h-full flex-col overflow-hidden">
      <Skeleton className="aspect-video w-full rounded-none" />
      <div className="grid gap-3 p-4">
        <Skeleton className="h-4 w-24" />
        <Skeleton className="h-6 w-4/5" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="mt-2 h-10 w-full" />
      </div>
    </Card>
  );
}
