/**
 * Demo internship requests, in every status, each on a course its student is enrolled in (see the
 * enrolments of insertDemoData): Grâce, the demo student, has one of each, so her page shows the
 * four badges and the admin's page has requests to decide. Her decided ones come with the
 * notifications the decisions send (worded by internshipStatusNotice, as the service words them).
 */
import {
  internshipDayToDate,
  internshipStatusNotice,
  type InternshipStatus,
} from '../../../contract/internships-labels.ts';
import type { Tx } from '../client.ts';
import { createInternships } from '../factories/internships.ts';
import { createNotifications } from '../factories/notifications.ts';

interface SeedInternship {
  student: string;
  course: string;
  status: InternshipStatus;
  companyName: string;
  position: string;
  /** Days from the seeding day (negative: in the past). */
  startsIn: number;
  endsIn: number;
  description: string;
  supervisorName?: string;
  supervisorEmail?: string;
  supervisorPhone?: string;
  /** When the request was sent, and when the admin last changed its status. */
  sentDaysAgo: number;
  decidedDaysAgo?: number;
}

const seedInternships: SeedInternship[] = [
  {
    student: 'grace',
    course: 'small-business',
    status: 'pending',
    companyName: 'Rawbank',
    position: 'Stagiaire chargée de clientèle PME',
    startsIn: 28,
    endsIn: 118,
    description:
      "Accompagner les conseillers de l'agence de la Gombe (Kinshasa) dans le suivi des dossiers de crédit des petites entreprises : collecte des pièces, analyse des plans d'affaires et rendez-vous clients.",
    supervisorName: 'Patience Mwamba',
    supervisorEmail: 'patience.mwamba@rawbank.cd',
    supervisorPhone: '+243 99 870 1204',
    sentDaysAgo: 1,
  },
  {
    student: 'grace',
    course: 'python',
    status: 'approved',
    companyName: 'Vodacom Congo',
    position: 'Stagiaire analyste de données',
    startsIn: 10,
    endsIn: 100,
    description:
      'Nettoyer et analyser avec Python (pandas) les données de recharge mobile de Kinshasa, puis préparer chaque semaine un tableau de bord pour l’équipe commerciale.',
    supervisorName: 'Christian Lukusa',
    supervisorEmail: 'christian.lukusa@vodacom.cd',
    supervisorPhone: '+243 81 700 1122',
    sentDaysAgo: 12,
    decidedDaysAgo: 9,
  },
  {
    student: 'grace',
    course: 'time-management',
    status: 'completed',
    companyName: 'Bralima',
    position: 'Assistante administrative stagiaire',
    startsIn: -120,
    endsIn: -30,
    description:
      'Organisation des plannings de livraison et des réunions de la direction commerciale au siège de Kinshasa (Limete).',
    supervisorName: 'Jean-Pierre Nsimba',
    supervisorPhone: '+243 82 310 4455',
    sentDaysAgo: 140,
    decidedDaysAgo: 28,
  },
  {
    student: 'grace',
    course: 'ui-ux',
    status: 'rejected',
    companyName: 'Orange RDC',
    position: 'Stagiaire designer UX',
    startsIn: 5,
    endsIn: 35,
    description:
      "Tests d'utilisabilité de l'application Orange Money auprès de commerçants du marché central de Kinshasa.",
    sentDaysAgo: 6,
    decidedDaysAgo: 4,
  },
  {
    student: 'jonathan',
    course: 'javascript',
    status: 'pending',
    companyName: 'Kinshasa Digital',
    position: 'Développeur web stagiaire',
    startsIn: 21,
    endsIn: 111,
    description:
      "Participer au développement d'une application web de prise de rendez-vous pour les centres de santé de Kinshasa, en JavaScript.",
    supervisorName: 'Ruth Kapinga',
    supervisorEmail: 'ruth.kapinga@kinshasadigital.com',
    sentDaysAgo: 3,
  },
  {
    student: 'esther',
    course: 'accounting',
    status: 'approved',
    companyName: 'Gécamines',
    position: 'Stagiaire comptable',
    startsIn: -15,
    endsIn: 75,
    description:
      'Rapprochements bancaires, saisie des factures fournisseurs et préparation des clôtures mensuelles à la direction financière de Lubumbashi.',
    supervisorName: 'Albert Kalenga',
    supervisorEmail: 'albert.kalenga@gecamines.cd',
    supervisorPhone: '+243 97 220 3344',
    sentDaysAgo: 30,
    decidedDaysAgo: 24,
  },
  {
    student: 'daniel',
    course: 'design-basics',
    status: 'completed',
    companyName: 'Mediacongo',
    position: 'Graphiste stagiaire',
    startsIn: -95,
    endsIn: -5,
    description:
      'Création des visuels des campagnes publicitaires et des bannières du site pour des annonceurs kinois.',
    supervisorName: 'Sarah Mbombo',
    supervisorEmail: 'sarah.mbombo@mediacongo.net',
    sentDaysAgo: 110,
    decidedDaysAgo: 3,
  },
  {
    student: 'ruth',
    course: 'social-media',
    status: 'rejected',
    companyName: 'Trust Merchant Bank',
    position: 'Stagiaire community manager',
    startsIn: 7,
    endsIn: 67,
    description:
      "Animation des pages Facebook et WhatsApp Business de l'agence de Lubumbashi et suivi des messages des clients.",
    supervisorName: 'Didier Ngoy',
    supervisorPhone: '+243 99 410 5566',
    sentDaysAgo: 11,
    decidedDaysAgo: 8,
  },
  {
    student: 'ruth',
    course: 'small-business',
    status: 'pending',
    companyName: 'Kamoa Copper',
    position: 'Stagiaire assistante achats',
    startsIn: 35,
    endsIn: 125,
    description:
      'Suivi des commandes auprès des fournisseurs locaux du Lualaba et mise à jour du registre des achats du site de Kolwezi.',
    supervisorName: 'Françoise Ilunga',
    supervisorEmail: 'francoise.ilunga@kamoacopper.com',
    sentDaysAgo: 2,
  },
];

const DAY_MS = 24 * 60 * 60 * 1000;

export async function insertInternshipDemoData(
  tx: Tx,
  ids: {
    studentId: (key: string) => string;
    courseId: (key: string) => string;
    daysAgo: (days: number, minutes?: number) => Date;
  },
): Promise<void> {
  const { studentId, courseId, daysAgo } = ids;
  // A day of the calendar (UTC) counted from today, stored at noon UTC as requests are.
  const dayFromToday = (days: number) =>
    internshipDayToDate(new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10));

  const rows = await createInternships(
    tx,
    seedInternships.map((s) => ({
      userId: studentId(s.student),
      courseId: courseId(s.course),
      companyName: s.companyName,
      position: s.position,
      startDate: dayFromToday(s.startsIn),
      endDate: dayFromToday(s.endsIn),
      description: s.description,
      status: s.status,
      supervisorName: s.supervisorName ?? null,
      supervisorEmail: s.supervisorEmail ?? null,
      supervisorPhone: s.supervisorPhone ?? null,
      createdAt: daysAgo(s.sentDaysAgo),
      updatedAt: daysAgo(s.decidedDaysAgo ?? s.sentDaysAgo),
    })),
  );

  // The demo student's bell: the decisions on her requests (the older ones already read).
  await createNotifications(
    tx,
    seedInternships.flatMap((s, i) => {
      if (s.student !== 'grace' || s.status === 'pending' || s.decidedDaysAgo === undefined)
        return [];
      const row = rows[i]!;
      return [
        {
          userId: row.userId,
          type: 'internship_status' as const,
          ...internshipStatusNotice(s.status, s),
          link: '/internships',
          createdAt: daysAgo(s.decidedDaysAgo),
          readAt: s.decidedDaysAgo > 5 ? daysAgo(s.decidedDaysAgo, 30) : null,
        },
      ];
    }),
  );
}
