/**
 * Relations for the relational query API. They point both ways across domains, so they live
 * here rather than beside the tables: the domain files then import each other without cycles.
 */
import { relations } from 'drizzle-orm';
import { passwordResetTokens, sessions, users } from './accounts.ts';
import { announcements } from './announcements.ts';
import { quoteRequests, trainingBundles } from './bundles.ts';
import { certifications } from './certifications.ts';
import { courses, lessons } from './courses.ts';
import { enrollments } from './enrollments.ts';
import { internships } from './internships.ts';
import { liveClassRegistrations, liveClasses } from './live-classes.ts';
import { packagePurchases, packages } from './packages.ts';
import { payments } from './payments.ts';
import { choices, questions, quizAttempts, quizzes } from './quizzes.ts';
import { subscriptionPlans, userSubscriptions } from './subscriptions.ts';

export const usersRelations = relations(users, ({ many }) => ({
  sessions: many(sessions),
  passwordResetTokens: many(passwordResetTokens),
  courses: many(courses),
  enrollments: many(enrollments),
  packagePurchases: many(packagePurchases),
  payments: many(payments),
  quizAttempts: many(quizAttempts),
  announcements: many(announcements),
  subscriptions: many(userSubscriptions),
  liveClasses: many(liveClasses),
  liveClassRegistrations: many(liveClassRegistrations),
  certifications: many(certifications),
  internships: many(internships),
  quoteRequests: many(quoteRequests),
}));

export const sessionsRelations = relations(sessions, ({ one }) => ({
  user: one(users, { fields: [sessions.userId], references: [users.id] }),
}));

export const passwordResetTokensRelations = relations(passwordResetTokens, ({ one }) => ({
  user: one(users, { fields: [passwordResetTokens.userId], references: [users.id] }),
}));

export const coursesRelations = relations(courses, ({ one, many }) => ({
  instructor: one(users, { fields: [courses.instructorId], references: [users.id] }),
  lessons: many(lessons),
  enrollments: many(enrollments),
  quizzes: many(quizzes),
  liveClasses: many(liveClasses),
  certifications: many(certifications),
  internships: many(internships),
}));

export const lessonsRelations = relations(lessons, ({ one }) => ({
  course: one(courses, { fields: [lessons.courseId], references: [courses.id] }),
}));

export const enrollmentsRelations = relations(enrollments, ({ one }) => ({
  user: one(users, { fields: [enrollments.userId], references: [users.id] }),
  course: one(courses, { fields: [enrollments.courseId], references: [courses.id] }),
  packagePurchase: one(packagePurchases, {
    fields: [enrollments.packagePurchaseId],
    references: [packagePurchases.id],
  }),
}));

export const packagesRelations = relations(packages, ({ many }) => ({
  purchases: many(packagePurchases),
}));

export const packagePurchasesRelations = relations(packagePurchases, ({ one, many }) => ({
  user: one(users, { fields: [packagePurchases.userId], references: [users.id] }),
  package: one(packages, { fields: [packagePurchases.packageId], references: [packages.id] }),
  enrollments: many(enrollments),
}));

export const paymentsRelations = relations(payments, ({ one }) => ({
  buyer: one(users, { fields: [payments.buyerId], references: [users.id] }),
}));

export const quizzesRelations = relations(quizzes, ({ one, many }) => ({
  course: one(courses, { fields: [quizzes.courseId], references: [courses.id] }),
  questions: many(questions),
  attempts: many(quizAttempts),
}));

export const questionsRelations = relations(questions, ({ one, many }) => ({
  quiz: one(quizzes, { fields: [questions.quizId], references: [quizzes.id] }),
  choices: many(choices),
}));

export const choicesRelations = relations(choices, ({ one }) => ({
  question: one(questions, { fields: [choices.questionId], references: [questions.id] }),
}));

export const quizAttemptsRelations = relations(quizAttempts, ({ one }) => ({
  student: one(users, { fields: [quizAttempts.studentId], references: [users.id] }),
  quiz: one(quizzes, { fields: [quizAttempts.quizId], references: [quizzes.id] }),
}));

export const announcementsRelations = relations(announcements, ({ one }) => ({
  author: one(users, { fields: [announcements.authorId], references: [users.id] }),
}));

export const subscriptionPlansRelations = relations(subscriptionPlans, ({ many }) => ({
  subscriptions: many(userSubscriptions),
}));

export const userSubscriptionsRelations = relations(userSubscriptions, ({ one }) => ({
  user: one(users, { fields: [userSubscriptions.userId], references: [users.id] }),
  plan: one(subscriptionPlans, {
    fields: [userSubscriptions.planId],
    references: [subscriptionPlans.id],
  }),
}));

export const liveClassesRelations = relations(liveClasses, ({ one, many }) => ({
  course: one(courses, { fields: [liveClasses.courseId], references: [courses.id] }),
  instructor: one(users, { fields: [liveClasses.instructorId], references: [users.id] }),
  registrations: many(liveClassRegistrations),
}));

export const liveClassRegistrationsRelations = relations(liveClassRegistrations, ({ one }) => ({
  liveClass: one(liveClasses, {
    fields: [liveClassRegistrations.liveClassId],
    references: [liveClasses.id],
  }),
  user: one(users, { fields: [liveClassRegistrations.userId], references: [users.id] }),
}));

export const certificationsRelations = relations(certifications, ({ one }) => ({
  user: one(users, { fields: [certifications.userId], references: [users.id] }),
  course: one(courses, { fields: [certifications.courseId], references: [courses.id] }),
}));

export const internshipsRelations = relations(internships, ({ one }) => ({
  user: one(users, { fields: [internships.userId], references: [users.id] }),
  course: one(courses, { fields: [internships.courseId], references: [courses.id] }),
}));

export const trainingBundlesRelations = relations(trainingBundles, ({ many }) => ({
  quoteRequests: many(quoteRequests),
}));

export const quoteRequestsRelations = relations(quoteRequests, ({ one }) => ({
  bundle: one(trainingBundles, {
    fields: [quoteRequests.bundleId],
    references: [trainingBundles.id],
  }),
  user: one(users, { fields: [quoteRequests.userId], references: [users.id] }),
}));
