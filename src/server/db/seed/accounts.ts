/**
 * Demo accounts created on first start (README and tests use them).
 * They exist only in a freshly seeded database; change their passwords in production.
 */
export const demoAccounts = {
  admin: {
    email: 'admin@kelasi.cd',
    password: 'Admin123!',
    name: 'Administrateur Kelasi',
    role: 'admin',
  },
  instructor: {
    email: 'formateur@kelasi.cd',
    password: 'Formateur123!',
    name: 'Patrick Mbuyi',
    role: 'instructor',
  },
  student: {
    email: 'etudiant@kelasi.cd',
    password: 'Etudiant123!',
    name: 'Grâce Mukendi',
    role: 'student',
  },
} as const;

export type DemoAccount = (typeof demoAccounts)[keyof typeof demoAccounts];

/** Extra instructors and students; they share the demo instructor's / student's password. */
export const extraInstructors = [
  {
    key: 'nadine',
    email: 'nadine.kalala@kelasi.cd',
    name: 'Nadine Kalala',
    bio: 'Designer graphique et spécialiste du marketing digital basée à Lubumbashi. Elle accompagne depuis huit ans des marques congolaises dans la création de leur identité visuelle et de leur présence sur les réseaux sociaux.',
  },
  {
    key: 'joseph',
    email: 'joseph.ilunga@kelasi.cd',
    name: 'Joseph Ilunga',
    bio: "Consultant en gestion d'entreprise et formateur en développement personnel à Kinshasa. Ancien responsable de programmes d'appui aux PME, il enseigne aussi l'anglais professionnel et le swahili.",
  },
] as const;

export const instructorBio =
  'Ingénieur logiciel à Kinshasa depuis plus de dix ans, Patrick Mbuyi a travaillé pour des opérateurs de téléphonie et des start-up congolaises. Il forme des développeurs débutants et confirmés à Python, au développement web et aux bases de données, avec des exemples tirés du quotidien en RDC.';

export const extraStudents = [
  { key: 'jonathan', email: 'jonathan.kasongo@example.cd', name: 'Jonathan Kasongo' },
  { key: 'esther', email: 'esther.mbala@example.cd', name: 'Esther Mbala' },
  { key: 'daniel', email: 'daniel.lukusa@example.cd', name: 'Daniel Lukusa' },
  { key: 'ruth', email: 'ruth.nzuzi@example.cd', name: 'Ruth Nzuzi' },
] as const;

export type InstructorKey = 'patrick' | (typeof extraInstructors)[number]['key'];
export type StudentKey = 'grace' | (typeof extraStudents)[number]['key'];
