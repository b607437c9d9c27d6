import type { Course } from '@contract/courses';
import { formatPrice } from '@client/lib/format';

type Priced = Pick<Course, 'accessType' | 'price'>;

/** A course reached through a subscription (access type `package`). */
export function needsSubscription(course: Priced): boolean {
  return course.accessType === 'package';
}

/** A course bought on its own with mobile money: price above 0 and not a subscription course. */
export function isPaidCourse(course: Priced): boolean {
  return !needsSubscription(course) && course.price > 0;
}

/** "Abonnement requis", "Gratuit", or the price in FC (e.g. "25 000 FC"). */
export function coursePriceLabel(course: Priced): string {
  if (needsSubscription(course)) return 'Abonnement requis';
  if (course.price > 0) return formatPrice(course.price);
  return 'Gratuit';
}
