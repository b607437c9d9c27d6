import { useState } from 'react';
import { useLocation } from 'wouter';
import type { Course } from '@contract/courses';
import { useAuth } from '@client/api/auth';
import { useEnrollMutation } from '@client/api/enrollments';
import { isPaidCourse } from '@client/components/course/course-price';
import { toast } from '@client/components/ui/use-toast';
import { href } from '@client/href';
import { errorMessage, isApiError } from '@client/lib/api';

type EnrollableCourse = Pick<Course, 'id' | 'accessType' | 'price'>;

export interface UseEnrollOptions {
  /** Text of the success notice: differs between the catalogue and the course page (spec 01 §8). */
  successDescription: string;
}

/**
 * Enrolment from the catalogue or the course page (spec 01 §2, §5, §8):
 * nobody signed in → "Connexion requise", then /auth; priced course → its payment page; otherwise
 * POST /api/enrollments. The server decides subscription access (an active subscription or a
 * confirmed package purchase): its SUBSCRIPTION_REQUIRED answer gives "Abonnement requis", then
 * /subscriptions — no extra round trip, and package buyers are not turned away.
 */
export function useEnroll({ successDescription }: UseEnrollOptions) {
  const { user } = useAuth();
  const [, navigate] = useLocation();
  const [pendingId, setPendingId] = useState<string | null>(null);
  const mutation = useEnrollMutation();

  function signInRequired() {
    toast({
      variant: 'destructive',
      title: 'Connexion requise',
      description: 'Veuillez vous connecter pour vous inscrire à un cours',
    });
    navigate('/auth');
  }

  function subscriptionRequired() {
    toast({
      variant: 'destructive',
      title: 'Abonnement requis',
      description: 'Ce cours nécessite un abonnement actif',
    });
    navigate('/subscriptions');
  }

  async function enroll(course: EnrollableCourse): Promise<void> {
    if (pendingId) return;
    if (!user) return signInRequired();
    if (isPaidCourse(course)) return navigate(href.payment(course.id));

    setPendingId(course.id);
    try {
      await mutation.mutateAsync({ courseId: course.id });
      toast({ title: 'Inscription réussie', description: successDescription });
    } catch (err) {
      if (isApiError(err, 401)) return signInRequired();
      if (isApiError(err, 'SUBSCRIPTION_REQUIRED')) return subscriptionRequired();
      if (isApiError(err, 'PAYMENT_REQUIRED')) return navigate(href.payment(course.id));
      toast({
        variant: 'destructive',
        title: 'Erreur',
        description: errorMessage(err, "Impossible de s'inscrire au cours"),
      });
    } finally {
      setPendingId(null);
    }
  }

  return { enroll, pendingId, isSignedIn: user !== null };
}
