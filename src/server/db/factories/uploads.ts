import { uploads } from '../schema/index.ts';
import { rowFactory, type RowInput } from './factory.ts';

const HOUR_MS = 60 * 60 * 1000;

export const { one: createUpload } = rowFactory(uploads, (input: RowInput<typeof uploads>) => ({
  expiresAt: new Date(Date.now() + HOUR_MS),
  ...input,
}));
