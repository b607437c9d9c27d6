/**
 * Demo live classes (prices in dollars): upcoming and past, free and paid, published and a
 * draft, with registrations in every state. Grâce (the demo student) is confirmed on the free
 * Python session and waits for Patrick (the demo instructor) to confirm her paid JavaScript
 * workshop, with a screenshot of her operator's SMS.
 */
import { randomUUID } from 'node:crypto';
import type { Tx } from '../client.ts';
import { createPaidRegistrations } from '../factories/commerce.ts';
import { liveClassRegistrations } from '../schema/index.ts';
import { createLiveClasses } from '../factories/live-classes.ts';
import { DEMO_PAYMENT_SCREENSHOT } from './demo-files.ts';
import type { InstructorKey } from './accounts.ts';

/** FC for one dollar in the demo (the seeded exchange rate's order of magnitude). */
const DEMO_CDF_PER_USD = 2800;

const HOUR_MS = 3_600_000;

export async function insertLiveClassDemoData(
  tx: Tx,
  ids: {
    courseId: (key: string) => string;
    studentId: (key: string) => string;
    instructorIds: Record<InstructorKey, string>;
    daysAgo: (days: number, minutes?: number) => Date;
  },
): Promise<void> {
  const { courseId, studentId, instructorIds, daysAgo } = ids;
  // Classes start on the hour, Kinshasa time (UTC+1), some days from the seeding day.
  const kinshasaNow = new Date(daysAgo(0).getTime() + HOUR_MS);
  const kinshasaMidnight =
    Date.UTC(kinshasaNow.getUTCFullYear(), kinshasaNow.getUTCMonth(), kinshasaNow.getUTCDate()) -
    HOUR_MS;
  const classAt = (daysFromNow: number, hour: number) =>
    new Date(kinshasaMidnight + daysFromNow * 24 * HOUR_MS + hour * HOUR_MS);
  const patrick = instructorIds.patrick;
  const [pythonQa, jsWorkshop, , pythonPast, excelPaid] = await createLiveClasses(tx, [
    {
      courseId: courseId('python'),
      instructorId: patrick,
      title: 'Séance questions-réponses : vos premiers programmes Python',
      description:
        'Apportez vos exercices et vos questions : nous corrigeons ensemble les erreurs les plus fréquentes.',
      scheduledAt: classAt(5, 18),
      duration: 60,
      meetingUrl: 'https://meet.jit.si/kelasi-python-questions',
      isFree: true,
      price: 0,
      maxParticipants: 100,
      isPublished: true,
    },
    {
      courseId: courseId('javascript'),
      instructorId: patrick,
      title: 'Atelier pratique : une application qui résiste aux coupures de réseau',
      description:
        "Construction en direct d'une petite application web avec fetch, délais d'expiration et cache.",
      scheduledAt: classAt(12, 17),
      duration: 90,
      meetingUrl: 'https://meet.jit.si/kelasi-atelier-javascript',
      isFree: false,
      price: 5,
      maxParticipants: 40,
      isPublished: true,
    },
    {
      courseId: courseId('social-media'),
      instructorId: instructorIds.nadine,
      title: 'Créer un mois de publications en une soirée',
      description: 'Atelier guidé pour préparer votre calendrier éditorial et vos visuels.',
      scheduledAt: classAt(20, 19),
      duration: 75,
      isFree: true,
      price: 0,
      isPublished: false,
    },
    {
      courseId: courseId('python'),
      instructorId: patrick,
      title: 'Découverte de Python : installer son environnement',
      description: 'Installation de Python et de VS Code, premier script, questions ouvertes.',
      scheduledAt: classAt(-7, 18),
      duration: 45,
      meetingUrl: 'https://meet.jit.si/kelasi-python-decouverte',
      isFree: true,
      price: 0,
      maxParticipants: 50,
      isPublished: true,
    },
    {
      courseId: courseId('javascript'),
      instructorId: patrick,
      title: 'Revue de code en direct : vos projets JavaScript',
      description: 'Envoyez votre projet avant la séance : nous en relisons trois ensemble.',
      scheduledAt: classAt(3, 16),
      duration: 60,
      meetingUrl: 'https://meet.jit.si/kelasi-revue-javascript',
      isFree: false,
      price: 3,
      maxParticipants: 10,
      isPublished: true,
    },
  ]);

  const paid = (price: number) => ({
    amountPaid: price,
    amountAskedCdf: Math.round(price * DEMO_CDF_PER_USD),
  });
  const rows = [
    // Free sessions: confirmed at once.
    {
      liveClassId: pythonQa!.id,
      userId: studentId('grace'),
      paymentStatus: 'confirmed' as const,
      registeredAt: daysAgo(2),
    },
    {
      liveClassId: pythonQa!.id,
      userId: studentId('jonathan'),
      paymentStatus: 'confirmed' as const,
      registeredAt: daysAgo(1),
    },
    {
      liveClassId: pythonPast!.id,
      userId: studentId('grace'),
      paymentStatus: 'confirmed' as const,
      registeredAt: daysAgo(9),
      remindedAt: new Date(classAt(-7, 18).getTime() - 55 * 60_000),
    },
    // The paid workshop: Grâce waits for Patrick, Esther was confirmed, Daniel rejected.
    {
      id: randomUUID(),
      liveClassId: jsWorkshop!.id,
      userId: studentId('grace'),
      paymentStatus: 'pending' as const,
      paymentMethod: 'mpesa' as const,
      phoneNumber: '+243815550404',
      transactionId: 'MP250324.1900.L24681',
      proofImage: DEMO_PAYMENT_SCREENSHOT,
      ...paid(5),
      registeredAt: daysAgo(0, -60),
    },
    {
      id: randomUUID(),
      liveClassId: jsWorkshop!.id,
      userId: studentId('esther'),
      paymentStatus: 'confirmed' as const,
      paymentMethod: 'airtel' as const,
      phoneNumber: '+243995550202',
      transactionId: 'AM250320.0800.L13579',
      ...paid(5),
      decidedById: patrick,
      decidedAt: daysAgo(3),
      registeredAt: daysAgo(4),
    },
    {
      id: randomUUID(),
      liveClassId: excelPaid!.id,
      userId: studentId('daniel'),
      paymentStatus: 'rejected' as const,
      paymentMethod: 'orange' as const,
      phoneNumber: '+243845550303',
      transactionId: 'OM250321.1200.L97531',
      ...paid(3),
      decidedById: patrick,
      decidedAt: daysAgo(1),
      registeredAt: daysAgo(2),
    },
  ];
  await tx.insert(liveClassRegistrations).values(rows.filter((row) => !('paymentMethod' in row)));
  // Each paid seat has its payment (the transaction ID once across every kind).
  await createPaidRegistrations(
    tx,
    rows.flatMap(({ paymentStatus, ...row }) =>
      'paymentMethod' in row ? [{ ...row, status: paymentStatus }] : [],
    ),
  );
}
