import { announcements } from '../schema/index.ts';
import { nextNumber, rowFactory, type RowInput } from './factory.ts';

export const { many: createAnnouncements } = rowFactory(
  announcements,
  (input: RowInput<typeof announcements, 'authorId'>) => {
    const n = nextNumber();
    return { title: `Annonce ${n}`, content: `Contenu de l'annonce ${n}`, ...input };
  },
);
