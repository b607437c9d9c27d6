import { randomUUID } from 'node:crypto';
import type { Tx } from '../client.ts';
import type { NewUserRow } from '../schema/index.ts';
import { createUsers } from '../factories/accounts.ts';
import {
  demoAccounts,
  extraInstructors,
  extraStudents,
  instructorBio,
  type InstructorKey,
} from './accounts.ts';
import type { SeedContext } from './types.ts';

/** The demo passwords, each hashed once (argon2id is deliberately slow). */
export interface PasswordHashes {
  admin: string;
  instructor: string;
  student: string;
}

/** The demo accounts: the admin, three instructors, the demo student and her classmates. */
export async function insertDemoUsers(
  tx: Tx,
  hashes: PasswordHashes,
  daysAgo: SeedContext['daysAgo'],
): Promise<Pick<SeedContext, 'adminId' | 'instructorIds' | 'studentId'>> {
  const adminId = randomUUID();
  const instructorIds: Record<InstructorKey, string> = {
    patrick: randomUUID(),
    nadine: randomUUID(),
    joseph: randomUUID(),
  };
  const studentIds: Record<string, string> = { grace: randomUUID() };
  for (const s of extraStudents) studentIds[s.key] = randomUUID();
  const studentId = (key: string): string => {
    const found = studentIds[key];
    if (!found) throw new Error(`Unknown seed student ${key}`);
    return found;
  };

  const userRows: NewUserRow[] = [
    {
      id: adminId,
      email: demoAccounts.admin.email,
      passwordHash: hashes.admin,
      name: demoAccounts.admin.name,
      role: 'admin',
      bio: "Équipe d'administration de la plateforme Kelasi.",
      createdAt: daysAgo(180),
    },
    {
      id: instructorIds.patrick,
      email: demoAccounts.instructor.email,
      passwordHash: hashes.instructor,
      name: demoAccounts.instructor.name,
      role: 'instructor',
      bio: instructorBio,
      createdAt: daysAgo(170),
    },
    ...extraInstructors.map((i, index) => ({
      id: instructorIds[i.key],
      email: i.email,
      passwordHash: hashes.instructor,
      name: i.name,
      role: 'instructor' as const,
      bio: i.bio,
      createdAt: daysAgo(160 - index * 5),
    })),
    {
      id: studentId('grace'),
      email: demoAccounts.student.email,
      passwordHash: hashes.student,
      name: demoAccounts.student.name,
      role: 'student',
      bio: "Étudiante en gestion à l'Université de Kinshasa, passionnée par le numérique.",
      createdAt: daysAgo(60),
    },
    ...extraStudents.map((s, index) => ({
      id: studentId(s.key),
      email: s.email,
      passwordHash: hashes.student,
      name: s.name,
      role: 'student' as const,
      createdAt: daysAgo(50 - index * 7),
    })),
  ];
  await createUsers(tx, userRows);
  return { adminId, instructorIds, studentId };
}
