import { notifications } from '../schema/index.ts';
import { nextNumber, rowFactory, type RowInput } from './factory.ts';

export const { one: createNotification, many: createNotifications } = rowFactory(
  notifications,
  (input: RowInput<typeof notifications, 'userId'>) => {
    const n = nextNumber();
    return {
      type: 'payment_confirmed' as const,
      title: 'Paiement confirmé',
      message: `Votre paiement n° ${n} a été confirmé : vous avez accès au cours.`,
      ...input,
    };
  },
);
