import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import type { Course } from '@contract/courses';
import { useAuth } from '@client/api/auth';
import { useEnrollMutation } from '@client/api/enrollments';
import { isPaidCourse, needsSubscription } from '@client/components/course/course-price';
import { toast } from '@client/components/ui/use-toast';
import { href } from '@client/href';
import { errorMessage, isApiError } from '@client/lib/api';
import { seatsAnEnrolmentWouldTake } from './use-package-seats';

type EnrollableCourse = Pick<Course, 'id' | 'title' | 'accessType' | 'price'>;

export interface UseEnrollOptions {
  /** Text of the success notice: differs between the catalogue and the course page (spec 01 §8). */
  successDescription: string;
}

/** A subscription course waiting for the buyer to agree to spend one of their package seats. */
export interface SeatQuestion {
  course: EnrollableCourse;
  /** The seats left before this enrolment. */
  seats: number;
}

/** The success notice after a package seat was spent: how many are left. */
function seatsLeftNotice(seatsLeft: number): string {
  return seatsLeft > 0
    ? `Il vous reste ${seatsLeft} cours à choisir`
    : 'Vous avez choisi tous les cours de votre package';
}

/**
 * Enrolment from the catalogue or the course page (spec 01 §2, §5, §8):
 * nobody signed in → "Connexion requise", then /auth; priced course → its payment page; otherwise
 * POST /api/enrollments. The server decides subscription access (an active subscription or a
 * confirmed package purchase): its SUBSCRIPTION_REQUIRED answer gives "Abonnement requis", then
 * /subscriptions — no extra round trip, and package buyers are not turned away. When the
 * enrolment would spend a package seat, `seatQuestion` asks first (SeatConfirmDialog), and the
 * notice says how many seats are left.
 */
export function useEnroll({ successDescription }: UseEnrollOptions) {
  const { user } = useAuth();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const [pendingId, setPendingId] = useState<string | null>(null);
  const [seatQuestion, setSeatQuestion] = useState<SeatQuestion | null>(null);
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

  async function send(course: EnrollableCourse, seats: number | null) {
    setPendingId(course.id);
    try {
      await mutation.mutateAsync({ courseId: course.id });
      toast({
        title: 'Inscription réussie',
        description: seats === null ? successDescription : seatsLeftNotice(seats - 1),
      });
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

  async function enroll(course: EnrollableCourse): Promise<void> {
    if (pendingId) return;
    if (!user) return signInRequired();
    // A subscription course is never bought on its own, whatever its price.
    if (isPaidCourse(course)) return navigate(href.payment(course.id));
    if (!needsSubscription(course)) return send(course, null);

    setPendingId(course.id);
    let seats: number | null = null;
    try {
      seats = await seatsAnEnrolmentWouldTake(queryClient);
    } catch {
      // Unknown seats: the server still decides, only the question is skipped.
    } finally {
      setPendingId(null);
    }
    if (seats === null) return send(course, null);
    setSeatQuestion({ course, seats });
  }

  return {
    enroll,
    pendingId,
    isSignedIn: user !== null,
    seatQuestion,
    /** The buyer agreed: the seat is spent. */
    confirmSeat: () => {
      if (!seatQuestion) return;
      setSeatQuestion(null);
      void send(seatQuestion.course, seatQuestion.seats);
    },
    cancelSeat: () => setSeatQuestion(null),
  };
}
