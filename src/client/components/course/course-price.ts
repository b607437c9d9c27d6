import type { Course } from '@contract/courses';
import { formatPrice } from '@client/lib/format';

type Priced = Pick<Course, 'accessType' | 'price'>;

/** A course reached through a subscription or a package seat (access type `package`). */
export function needsSubscription(course: Priced): boolean {
  return course.accessType === 'package';
}

/** A course bought on its own with mobile money: price above 0 and not a subscription course. */
export function isPaidCourse(course: Priced): boolean {
  return !needsSubscription(course) && course.price > 0;
}

/** What the buyer holds that opens subscription courses. */
export interface CourseAccessHolding {
  /** Course seats left on the buyer's validated packages. */
  packageSeats?: number;
}

/**
 * "Abonnement requis" ("Inclus dans votre package" for a buyer with seats left), "Gratuit", or
 * the price in FC (e.g. "25 000 FC").
 */
export function coursePriceLabel(course: Priced, holding: CourseAccessHolding = {}): string {
  if (needsSubscription(course))
    return (holding.packageSeats ?? 0) > 0 ? 'Inclus dans votre package' : 'Abonnement requis';
  if (course.price > 0) return formatPrice(course.price);
  return 'Gratuit';
}

/** The enrol button of a course page: what a priced course costs, else "S'inscrire au cours". */
export function enrolActionLabel(course: Priced): string {
  return isPaidCourse(course) ? `Acheter — ${formatPrice(course.price)}` : "S'inscrire au cours";
}
