import { users } from '../schema/index.ts';
import { hashPassword } from '../../modules/auth/password.ts';
import { nextNumber, rowFactory, type Executor, type RowInput } from './factory.ts';

/** The password of the users made without one. */
export const DEFAULT_PASSWORD = 'motdepasse1';

const userRows = rowFactory(users, (input: RowInput<typeof users, 'passwordHash'>) => {
  const n = nextNumber();
  return { email: `utilisateur${n}@exemple.cd`, name: `Utilisateur ${n}`, ...input };
});

/** Users whose passwords are already hashed (the seed hashes each shared password once). */
export const createUsers = userRows.many;

export type UserInput = Omit<RowInput<typeof users>, 'passwordHash'> & { password?: string };

/** A user whose password is hashed like at sign-up, so the real login accepts it. */
export async function createUser(db: Executor, input: UserInput = {}) {
  const { password = DEFAULT_PASSWORD, ...values } = input;
  return userRows.one(db, { ...values, passwordHash: await hashPassword(password) });
}
