import { certifications } from '../schema/index.ts';
import { newCertificateNumber } from '../../modules/certifications/certificate-number.ts';
import { rowFactory, type RowInput } from './factory.ts';

export const { one: createCertification } = rowFactory(
  certifications,
  (input: RowInput<typeof certifications, 'userId' | 'courseId'>) => ({
    // Random like real numbers: unique across runs sharing a database.
    certificateNumber: newCertificateNumber(),
    ...input,
  }),
);
