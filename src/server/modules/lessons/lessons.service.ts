import { count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { lessonCreateSchema, lessonUpdateSchema } from '../../../contract/lessons.ts';
import type { Db } from '../../db/client.ts';
import { courses, lessons } from '../../db/schema/index.ts';
import * as coursePolicy from '../../policies/course.ts';
import { loadRow, mustExist } from '../../policies/load-row.ts';
import type { SessionUser } from '../auth/index.ts';
import {
  deleteCourseContent,
  loadEditableCourse,
  selectLessonsWithMedia,
  toLesson,
  type CoursesService,
} from '../courses/index.ts';
import type { RenditionProgress } from '../../../contract/objects.ts';

/** Checks that a lesson's uploaded files may be used in its course (see the objects module). */
export type MediaGuard = (
  user: SessionUser,
  courseId: string,
  media: Partial<Record<'videoUrl' | 'fileUrl', string | null>>,
) => Promise<void>;

/** The lighter copies of a lesson's uploaded video (the objects module's renditions). */
export interface LessonVideos {
  /** The lesson now shows this video: its copies are made if they are not yet. */
  requestFor(videoUrl: string | null | undefined): Promise<void>;
  progressOf(videoUrl: string | null): Promise<RenditionProgress[]>;
}

export function createLessonsService(
  db: Db,
  coursesService: CoursesService,
  mediaGuard: MediaGuard,
  videos: LessonVideos,
) {
  /** A lesson as its editor gets it back, with its files' sizes. */
  async function edited(lessonId: string) {
    const row = await loadRow(selectLessonsWithMedia(db, eq(lessons.id, lessonId)), {
      notFound: 'LESSON_NOT_FOUND',
    });
    return toLesson(row, { open: true, editor: true });
  }

  /** A lesson the caller may change, with its course's instructor: 404 missing, 403 someone else's. */
  async function editableLesson(user: SessionUser, lessonId: string) {
    const row = await loadRow(
      db
        .select({ lesson: lessons, instructorId: courses.instructorId })
        .from(lessons)
        .innerJoin(courses, eq(courses.id, lessons.courseId))
        .where(eq(lessons.id, lessonId)),
      { notFound: 'LESSON_NOT_FOUND', ...coursePolicy.editedBy(user, 'NOT_LESSON_AUTHOR') },
    );
    return row.lesson;
  }

  return {
    /** Same visibility and locking as the course's lesson list. */
    async get(user: SessionUser | null, lessonId: string) {
      const row = await loadRow(selectLessonsWithMedia(db, eq(lessons.id, lessonId)), {
        notFound: 'LESSON_NOT_FOUND',
      });
      // A lesson of a course the caller may not see does not exist for them.
      const course = await coursesService.visibleCourse(
        user,
        row.lesson.courseId,
        db,
        'LESSON_NOT_FOUND',
      );
      return toLesson(row, {
        open: coursePolicy.canReadLesson(user, course, row.lesson),
        editor: coursePolicy.canEdit(user, course),
      });
    },

    /** The default order is counted under a lock on the course row, so concurrent creations differ. */
    async create(user: SessionUser, input: z.output<typeof lessonCreateSchema>) {
      // Checked before the transaction: on the embedded database a query outside the
      // transaction would wait for it to end.
      await loadEditableCourse(db, user, input.courseId, { forbidden: 'NOT_LESSON_AUTHOR' });
      await mediaGuard(user, input.courseId, { videoUrl: input.videoUrl, fileUrl: input.fileUrl });
      const created = await db.transaction(async (tx) => {
        const course = await loadEditableCourse(tx, user, input.courseId, {
          forbidden: 'NOT_LESSON_AUTHOR',
          lock: true,
        });
        let order = input.order;
        if (order === undefined) {
          const [existing] = await tx
            .select({ n: count() })
            .from(lessons)
            .where(eq(lessons.courseId, course.id));
          order = (existing?.n ?? 0) + 1;
        }
        const [row] = await tx
          .insert(lessons)
          .values({ ...input, order })
          .returning({ id: lessons.id });
        return row!;
      });
      // After the commit: the job queue has its own connection.
      await videos.requestFor(input.videoUrl);
      return edited(created.id);
    },

    /** Any subset of the fields; the course never changes (the schema has no courseId). */
    async update(user: SessionUser, lessonId: string, input: z.output<typeof lessonUpdateSchema>) {
      const lesson = await editableLesson(user, lessonId);
      const changes = Object.fromEntries(
        Object.entries(input).filter(([, v]) => v !== undefined),
      ) as z.output<typeof lessonUpdateSchema>;
      if (!Object.keys(changes).length) return edited(lesson.id);
      await mediaGuard(user, lesson.courseId, {
        videoUrl: changes.videoUrl,
        fileUrl: changes.fileUrl,
      });
      // Deleted meanwhile: say so rather than answer with stale data.
      await mustExist(
        db.update(lessons).set(changes).where(eq(lessons.id, lesson.id)).returning(),
        'LESSON_NOT_FOUND',
      );
      if (changes.videoUrl !== undefined) await videos.requestFor(changes.videoUrl);
      return edited(lesson.id);
    },

    /** GET /api/lessons/{id}/renditions: how far each copy of the uploaded video is. */
    async renditions(user: SessionUser, lessonId: string) {
      const lesson = await editableLesson(user, lessonId);
      return videos.progressOf(lesson.videoUrl);
    },

    /** An admin's deletion (of someone else's lesson) writes an audit line. */
    async remove(user: SessionUser, lessonId: string) {
      const lesson = await editableLesson(user, lessonId);
      await deleteCourseContent(db, user, {
        table: lessons,
        id: lesson.id,
        action: 'lesson.delete',
        entity: 'lessons',
      });
    },
  };
}

export type LessonsService = ReturnType<typeof createLessonsService>;
