import type { Tx } from '../client.ts';
import type { NewEnrollmentRow } from '../schema/index.ts';
import { createEnrollments } from '../factories/enrollments.ts';
import { createNotifications } from '../factories/notifications.ts';
import type { DemoPackages } from './insert-commerce.ts';
import type { SeedContext } from './types.ts';

/** Enrolments: the demo student's, and others so that the "popular" sort has content. */
export async function insertDemoEnrollments(
  tx: Tx,
  { daysAgo, studentId, courseId, lessonIds }: SeedContext,
  { ruthPurchaseId, gracePurchaseId }: DemoPackages,
): Promise<void> {
  const enrol = (
    student: string,
    course: string,
    completedCount: number,
    enrolledDaysAgo: number,
    packagePurchaseId?: string,
  ): NewEnrollmentRow => {
    const ids = lessonIds[course] ?? [];
    const completed = ids.slice(0, completedCount);
    return {
      userId: studentId(student),
      courseId: courseId(course),
      packagePurchaseId: packagePurchaseId ?? null,
      completedLessons: completed,
      progress: ids.length === 0 ? 0 : Math.round((100 * completed.length) / ids.length),
      enrolledAt: daysAgo(enrolledDaysAgo),
    };
  };
  await createEnrollments(tx, [
    // Demo student: one in progress, one completed, one just started.
    enrol('grace', 'python', 2, 12),
    enrol('grace', 'time-management', 3, 30),
    enrol('grace', 'small-business', 0, 2),
    enrol('grace', 'ui-ux', 0, 3),
    enrol('grace', 'html-css', 4, 43, gracePurchaseId),
    enrol('grace', 'branding', 1, 40, gracePurchaseId),
    // Other students, so that the "popular" sort and the counters have content.
    enrol('jonathan', 'python', 4, 40),
    enrol('jonathan', 'javascript', 1, 7),
    enrol('jonathan', 'english', 2, 9),
    enrol('esther', 'accounting', 3, 9),
    enrol('esther', 'small-business', 2, 20),
    enrol('esther', 'whatsapp', 1, 4),
    enrol('esther', 'python', 1, 3),
    enrol('daniel', 'python', 3, 25),
    enrol('daniel', 'design-basics', 3, 28),
    enrol('daniel', 'english', 1, 8),
    enrol('ruth', 'html-css', 2, 14, ruthPurchaseId),
    enrol('ruth', 'social-media', 1, 13, ruthPurchaseId),
    enrol('ruth', 'time-management', 2, 21),
    enrol('ruth', 'small-business', 4, 22),
  ]);
}

/** Notifications of the demo student: the decisions on her payments, a live class. */
export async function insertDemoNotifications(
  tx: Tx,
  { daysAgo, studentId, courseId }: SeedContext,
  { discovery }: DemoPackages,
): Promise<void> {
  // Worded as the decisions word them (payments.service.ts, packages.service.ts).
  await createNotifications(tx, [
    {
      userId: studentId('grace'),
      type: 'package_confirmed',
      title: 'Package validé',
      message: `Votre achat du package « Pack Découverte » est validé : choisissez vos ${discovery.courseCount} cours dans le catalogue.`,
      link: '/catalog',
      createdAt: daysAgo(44),
      readAt: daysAgo(44, 20),
    },
    {
      userId: studentId('grace'),
      type: 'package_rejected',
      title: 'Package rejeté',
      message: 'Votre achat du package « Pack Expert » a été rejeté.',
      link: '/packages',
      createdAt: daysAgo(8),
      readAt: daysAgo(8, 60),
    },
    {
      userId: studentId('grace'),
      type: 'payment_rejected',
      title: 'Paiement rejeté',
      message:
        "Votre paiement pour le cours « Prise de parole en public » a été rejeté. Vérifiez le numéro et l'ID de transaction, ou contactez le formateur.",
      link: `/course/${courseId('public-speaking')}`,
      createdAt: daysAgo(5),
      readAt: daysAgo(5, 45),
    },
    {
      userId: studentId('grace'),
      type: 'payment_confirmed',
      title: 'Paiement confirmé',
      message:
        "Votre paiement pour le cours « Design d'interfaces mobiles (UI/UX) » a été confirmé : vous avez maintenant accès au cours.",
      link: `/course/${courseId('ui-ux')}/learn`,
      createdAt: daysAgo(3),
      readAt: daysAgo(3, 30),
    },
    {
      userId: studentId('grace'),
      type: 'live_class_soon',
      title: 'Classe en direct bientôt',
      message:
        'La classe « Séance questions-réponses : vos premiers programmes Python » a lieu dans 5 jours. Préparez vos questions !',
      link: '/live-classes',
      createdAt: daysAgo(0, -90),
    },
  ]);
}
