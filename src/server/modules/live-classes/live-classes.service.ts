import type { Db } from '../../db/client.ts';
import type { NotificationsService } from '../notifications/index.ts';
import type { PaymentFlow } from '../payments/index.ts';
import { createLiveClassManagement } from './live-class-management.service.ts';
import { createLiveClassPaymentKind } from './live-class-payment-kind.ts';
import { createLiveClassRegistrations } from './live-class-registrations.service.ts';
import { createLiveClassReminders } from './live-class-reminders.ts';

export interface LiveClassesDeps {
  notifications: NotificationsService;
  flow: PaymentFlow;
  /** The clock classes are judged by (past, upcoming, reminders); tests move it. */
  now: () => Date;
}

/**
 * The module's service, made of its parts: management (the instructor's or an admin's classes),
 * registrations (the students' side and the paid seat's flow) and reminders.
 */
export function createLiveClassesService(db: Db, deps: LiveClassesDeps) {
  const liveClassPayment = createLiveClassPaymentKind(deps.now);
  deps.flow.register(liveClassPayment);

  return {
    ...createLiveClassManagement(db, deps),
    ...createLiveClassRegistrations(db, deps, liveClassPayment),
    ...createLiveClassReminders(db, deps),
  };
}

export type LiveClassesService = ReturnType<typeof createLiveClassesService>;
