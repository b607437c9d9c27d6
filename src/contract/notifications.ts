/** What a notification is about (DESIGN "Notifications"); the header's bell lists them. */
export const notificationTypes = [
  'payment_confirmed',
  'payment_rejected',
  'package_confirmed',
  'package_rejected',
  'subscription_confirmed',
  'subscription_rejected',
  'certificate_issued',
  'internship_status',
  'live_class_soon',
] as const;
export type NotificationType = (typeof notificationTypes)[number];
