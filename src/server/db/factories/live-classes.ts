import { liveClasses } from '../schema/index.ts';
import { nextNumber, rowFactory, type RowInput } from './factory.ts';

export const { one: createLiveClass, many: createLiveClasses } = rowFactory(
  liveClasses,
  (input: RowInput<typeof liveClasses, 'instructorId'>) => ({
    title: `Cours en direct ${nextNumber()}`,
    scheduledAt: new Date(),
    ...input,
  }),
);
