import { internships } from '../schema/index.ts';
import { rowFactory, type RowInput } from './factory.ts';

export const { one: createInternship, many: createInternships } = rowFactory(
  internships,
  (input: RowInput<typeof internships, 'userId' | 'courseId'>) => ({
    companyName: 'Vodacom Congo',
    position: 'Stagiaire développeur',
    startDate: new Date('2025-01-06'),
    endDate: new Date('2025-03-28'),
    ...input,
  }),
);
