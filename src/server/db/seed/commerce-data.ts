import type {
  NewAnnouncementRow,
  NewPackageRow,
  NewSubscriptionPlanRow,
  NewTrainingBundleRow,
  quoteRequests,
} from '../schema/index.ts';

type NewQuoteRequestRow = typeof quoteRequests.$inferInsert;

/** Subscription plans; prices in dollars, yearly cheaper than twelve months. */
/** The platform's own numbers, to pay subscriptions and individual training bundles to. */
export const platformMobileMoney = {
  mpesa: '+243810000900',
  airtel: '+243990000900',
  orange: '+243840000900',
  afrimoney: '+243900000900',
};

export const seedPlans: NewSubscriptionPlanRow[] = [
  {
    name: 'Étudiant Essentiel',
    description:
      "L'essentiel pour apprendre à votre rythme : accès aux cours inclus dans l'abonnement et certificat national.",
    type: 'student',
    monthlyPrice: 5,
    yearlyPrice: 50,
    courseLimit: 5,
    // The card adds what the plan's fields say (courses, certificate, internships): never twice.
    features: ['Accès sur mobile et ordinateur', 'Support par e-mail'],
    hasCertification: true,
    certificationType: 'national',
    hasInternship: false,
  },
  {
    name: 'Étudiant Premium',
    description:
      'Tous les cours sur abonnement sans limite, un certificat reconnu à l’international et l’accès aux offres de stage de nos entreprises partenaires.',
    type: 'student',
    monthlyPrice: 12,
    yearlyPrice: 120,
    courseLimit: null,
    features: ['Accès sur mobile et ordinateur', 'Support prioritaire sur WhatsApp'],
    hasCertification: true,
    certificationType: 'international',
    hasInternship: true,
  },
  {
    name: 'Formateur Starter',
    description:
      'Pour lancer vos premiers cours en ligne et toucher des apprenants dans toute la RDC.',
    type: 'instructor',
    monthlyPrice: 10,
    yearlyPrice: 100,
    courseLimit: 3,
    features: ['Paiements par mobile money', 'Statistiques de vos cours'],
    hasCertification: false,
    hasInternship: false,
    commissionRate: 20,
  },
  {
    name: 'Formateur Professional',
    description:
      'Pour les formateurs confirmés : cours sans limite, cours en direct et commission réduite.',
    type: 'instructor',
    monthlyPrice: 25,
    yearlyPrice: 250,
    courseLimit: null,
    features: ['Paiements par mobile money', 'Cours en direct', 'Accompagnement personnalisé'],
    hasCertification: true,
    certificationType: 'national',
    hasInternship: false,
    commissionRate: 10,
  },
];

/** Course packages; prices in FC. */
export const seedPackages: NewPackageRow[] = [
  {
    name: 'Pack Découverte',
    courseCount: 3,
    price: 30000,
    description:
      'Choisissez 3 cours du catalogue pour découvrir Kelasi et vous lancer dans un nouveau domaine.',
    mobileMoneyInfo: { mpesa: '+243810000101', airtel: '+243990000101', orange: '+243840000101' },
  },
  {
    name: 'Pack Carrière',
    courseCount: 5,
    price: 45000,
    description:
      'Cinq cours pour construire un parcours complet et renforcer votre profil professionnel.',
    mobileMoneyInfo: { mpesa: '+243810000102', airtel: '+243990000102', orange: '+243840000102' },
  },
  {
    name: 'Pack Expert',
    courseCount: 10,
    price: 80000,
    description:
      'Dix cours au meilleur prix pour approfondir plusieurs domaines et devenir expert.',
    mobileMoneyInfo: { mpesa: '+243810000103', airtel: '+243990000103' },
  },
];

/** Training bundles; `courseKeys` are resolved to seeded course ids. */
export const seedBundles: (Omit<NewTrainingBundleRow, 'courseIds'> & { courseKeys: string[] })[] = [
  {
    name: 'Parcours Développeur Web',
    description:
      'De zéro à votre premier site professionnel : programmation Python, HTML et CSS, puis JavaScript avancé pour créer des applications web fiables.',
    sector: 'Informatique',
    targetAudience: 'individual',
    mobileMoneyInfo: platformMobileMoney,
    courseKeys: ['python', 'html-css', 'javascript'],
    estimatedPrice: 90000,
  },
  {
    name: 'Parcours Entrepreneur',
    description:
      'Créer son entreprise, tenir sa comptabilité et vendre sur WhatsApp : le parcours pratique des commerçants et porteurs de projet.',
    sector: 'Commerce',
    targetAudience: 'individual',
    mobileMoneyInfo: platformMobileMoney,
    courseKeys: ['small-business', 'accounting', 'whatsapp'],
    estimatedPrice: 40000,
  },
  {
    name: 'Parcours Designer',
    description:
      'Des bases du design graphique à l’identité de marque, en passant par les interfaces mobiles.',
    sector: 'Design et communication',
    targetAudience: 'individual',
    mobileMoneyInfo: platformMobileMoney,
    courseKeys: ['design-basics', 'ui-ux', 'branding'],
    estimatedPrice: 55000,
  },
  {
    name: 'Transformation digitale des PME',
    description:
      'Un programme pour les équipes commerciales et marketing : réseaux sociaux, vente sur WhatsApp et gestion de projet numérique.',
    sector: 'Entreprises et commerce',
    targetAudience: 'corporate',
    courseKeys: ['social-media', 'whatsapp', 'project-management'],
    estimatedPrice: null,
  },
  {
    name: 'Efficacité professionnelle des cadres',
    description:
      'Gestion du temps, prise de parole et anglais professionnel pour les cadres d’entreprises, d’ONG et d’administrations.',
    sector: 'Management',
    targetAudience: 'corporate',
    courseKeys: ['time-management', 'public-speaking', 'english'],
    estimatedPrice: null,
  },
];

/**
 * Quote requests of Congolese companies for the corporate bundles: `bundleName` names the bundle,
 * `student` the signed-in seed student who sent it (none: sent anonymously), `daysAgo` sets
 * createdAt and `answeredDaysAgo` when the admin sent the quote. Prices in FC.
 */
export const seedQuoteRequests: (Omit<
  NewQuoteRequestRow,
  'bundleId' | 'userId' | 'createdAt' | 'updatedAt'
> & { bundleName: string; student?: string; daysAgo: number; answeredDaysAgo?: number })[] = [
  {
    bundleName: 'Transformation digitale des PME',
    companyName: 'Kivu Agro Services SARL',
    contactName: 'Espérance Bahati',
    email: 'e.bahati@kivuagro.example.cd',
    phone: '+243976104520',
    numberOfEmployees: 25,
    message:
      'Bonjour, nous vendons des produits agricoles à Goma et Bukavu. Nous souhaitons former notre équipe commerciale à la vente sur WhatsApp et aux réseaux sociaux, de préférence le samedi matin. Pouvez-vous nous envoyer un devis et un calendrier ?',
    status: 'pending',
    daysAgo: 1,
  },
  {
    bundleName: 'Efficacité professionnelle des cadres',
    companyName: 'Congo Logistique & Transit SA',
    contactName: 'Patience Lukeba',
    email: 'formation@congologistique.example.cd',
    phone: '+243851207788',
    numberOfEmployees: 40,
    message:
      'Nous souhaitons former 40 cadres de nos agences de Kinshasa et de Matadi : gestion du temps, prise de parole et anglais pour nos échanges avec les armateurs. Merci de nous indiquer le coût par participant et les modalités de paiement.',
    status: 'sent',
    quotedPrice: 2_400_000,
    adminNotes:
      'Devis envoyé par e-mail : 60 000 FC par participant, accès de 6 mois, deux classes en direct par mois. Relancer dans une semaine.',
    daysAgo: 12,
    answeredDaysAgo: 9,
  },
  {
    bundleName: 'Transformation digitale des PME',
    student: 'jonathan',
    companyName: 'Ets Kasongo & Fils',
    contactName: 'Jonathan Kasongo',
    email: 'jonathan.kasongo@example.cd',
    phone: '+243815550101',
    numberOfEmployees: 8,
    message:
      'Notre quincaillerie de Lubumbashi veut vendre en ligne. Huit vendeurs à former, en soirée si possible, avec un paiement par M-Pesa en deux fois.',
    status: 'sent',
    quotedPrice: 360_000,
    adminNotes: 'Tarif PME : 45 000 FC par vendeur, paiement en deux fois accepté.',
    daysAgo: 20,
    answeredDaysAgo: 18,
  },
];

/** Announcements written by the admin; `daysAgo` sets createdAt. */
export const seedAnnouncements: (Omit<NewAnnouncementRow, 'authorId'> & { daysAgo: number })[] = [
  {
    title: 'Bienvenue sur Kelasi !',
    content:
      "Kelasi vous propose des cours en français, pensés pour la RD Congo et légers pour votre forfait internet. Créez votre compte, explorez le catalogue et commencez par l'un de nos cours gratuits.",
    type: 'info',
    isPublished: true,
    daysAgo: 30,
  },
  {
    title: 'Nouveaux cours de langues disponibles',
    content:
      'Lingala pour la vie quotidienne, swahili intermédiaire et anglais professionnel : trois nouveaux cours pour communiquer partout en RDC et au-delà.',
    type: 'success',
    isPublished: true,
    daysAgo: 6,
  },
  {
    title: 'Maintenance prévue samedi',
    content:
      'La plateforme sera indisponible samedi de 2 h à 4 h (heure de Kinshasa) pour une opération de maintenance. Votre progression est sauvegardée ; merci de votre compréhension.',
    type: 'warning',
    isPublished: true,
    daysAgo: 2,
  },
  {
    title: 'Promotion de fin d’année',
    content:
      "Du 15 au 31 décembre, profitez de 20 % de réduction sur l'abonnement annuel Étudiant Premium. Les détails seront communiqués prochainement.",
    type: 'info',
    isPublished: false,
    daysAgo: 1,
  },
];
