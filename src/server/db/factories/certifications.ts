import { certifications } from '../schema/index.ts';
import { nextNumber, rowFactory, type RowInput } from './factory.ts';

export const { one: createCertification } = rowFactory(
  certifications,
  (input: RowInput<typeof certifications, 'userId' | 'courseId'>) => ({
    // Certificate numbers are unique across runs sharing a database.
    certificateNumber: `KEL-${Date.now()}-${nextNumber()}`,
    ...input,
  }),
);
