import { defineModule } from '../module.ts';
import { coursesRoutes } from './courses.routes.ts';

export { deleteCourseContent } from './course-content-deletion.ts';
export { deleteCourse } from './course-deletion.ts';
export { loadEditableCourse, selectCourses, toCourse } from './course-query.ts';
export { selectLessonsWithMedia, toLesson } from './lesson-media.ts';
export type { CoursesService } from './courses.service.ts';

export const coursesModule = defineModule({
  name: 'courses',
  routes: (api, { services }) => coursesRoutes(api, services.courses, services.courseEditor),
});
