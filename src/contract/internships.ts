import { z } from 'zod';
import { byId, isoDateTime } from './common.ts';
import { optionalTextSchema } from './fields.ts';
import { defineErrors, endpoint, endpointGroup, endpointGroups } from './endpoint.ts';
import {
  INTERNSHIP_DESCRIPTION_MAX,
  INTERNSHIP_PHONE_MAX,
  INTERNSHIP_TEXT_MAX,
  internshipMessages,
  internshipStatuses,
} from './internships-labels.ts';

export * from './internships-labels.ts';

const m = internshipMessages;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** The years a request's dates may fall in: enough for any real internship. */
const FIRST_YEAR = 2000;
const LAST_YEAR = 2100;

/** A real calendar day written "YYYY-MM-DD" (what the date picker holds), 2000 to 2100. */
export function isInternshipDay(value: string): boolean {
  const match = DAY.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < FIRST_YEAR || year > LAST_YEAR) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const day = (required: string) =>
  z
    .string({ message: required })
    .trim()
    .min(1, { message: required, abort: true })
    .refine(isInternshipDay, { message: m.dateInvalid, abort: true });

const optionalText = (max: number) => optionalTextSchema(max, m.tooLong);

/** POST /api/internships (spec 02 §5). The dates are days; the server stores them at noon UTC. */
export const internshipCreateSchema = z
  .object({
    courseId: z.uuid({ message: m.courseRequired }),
    companyName: z
      .string({ message: m.companyRequired })
      .trim()
      .min(1, m.companyRequired)
      .max(INTERNSHIP_TEXT_MAX, m.tooLong),
    position: z
      .string({ message: m.positionRequired })
      .trim()
      .min(1, m.positionRequired)
      .max(INTERNSHIP_TEXT_MAX, m.tooLong),
    startDate: day(m.startRequired),
    endDate: day(m.endRequired),
    description: optionalText(INTERNSHIP_DESCRIPTION_MAX),
    supervisorName: optionalText(INTERNSHIP_TEXT_MAX),
    /** A valid email, or empty (spec 02 §5). */
    supervisorEmail: z
      .string({ message: m.emailInvalid })
      .trim()
      .toLowerCase()
      .max(254, m.emailInvalid)
      .refine((v) => v === '' || z.email().safeParse(v).success, m.emailInvalid)
      .transform((v) => v || null)
      .nullable()
      .optional(),
    supervisorPhone: z
      .string()
      .trim()
      .max(INTERNSHIP_PHONE_MAX, m.phoneInvalid)
      .regex(/^[0-9+\s().-]*$/, m.phoneInvalid)
      .transform((v) => v || null)
      .nullable()
      .optional(),
  })
  .refine((v) => v.endDate >= v.startDate, {
    path: ['endDate'],
    message: m.endBeforeStart,
    // Compared only once both are real days ("YYYY-MM-DD" sorts as the calendar does).
    when: ({ value }) => {
      const { startDate, endDate } = (value ?? {}) as Record<string, unknown>;
      return (
        typeof startDate === 'string' &&
        typeof endDate === 'string' &&
        isInternshipDay(startDate.trim()) &&
        isInternshipDay(endDate.trim())
      );
    },
  });
export type InternshipCreate = z.input<typeof internshipCreateSchema>;

/** PUT /api/admin/internships/{id}/status. Which moves are allowed is the server's rule (409). */
export const internshipStatusUpdateSchema = z.object({
  status: z.enum(internshipStatuses, { message: m.statusInvalid }),
});
export type InternshipStatusUpdate = z.input<typeof internshipStatusUpdateSchema>;

/** A request as its student sees it (GET /api/my-internships, POST /api/internships). */
export const internshipSchema = z.object({
  id: z.string(),
  userId: z.string(),
  courseId: z.string(),
  courseTitle: z.string(),
  companyName: z.string(),
  position: z.string(),
  /** Noon UTC of the chosen day. */
  startDate: isoDateTime,
  endDate: isoDateTime,
  description: z.string().nullable(),
  status: z.enum(internshipStatuses),
  supervisorName: z.string().nullable(),
  supervisorEmail: z.string().nullable(),
  supervisorPhone: z.string().nullable(),
  /** When the request was sent. */
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type Internship = z.input<typeof internshipSchema>;

/** A row of the admin list (spec 02 §3: with userName, userEmail and courseTitle). */
export const adminInternshipSchema = internshipSchema.extend({
  userName: z.string(),
  userEmail: z.string(),
});
export type AdminInternship = z.input<typeof adminInternshipSchema>;

export const internshipErrors = defineErrors({
  INTERNSHIP_NOT_FOUND: { status: 404, message: m.notFound },
  INTERNSHIP_STUDENTS_ONLY: { status: 403, message: m.studentsOnly },
  INTERNSHIP_COURSE_NOT_ENROLLED: { status: 400, message: m.notEnrolled },
  INTERNSHIP_TRANSITION_REFUSED: { status: 409, message: m.transitionRefused },
});

const tag = 'Stages';
const { signedInApi, adminApi } = endpointGroups(tag);
const studentApi = endpointGroup({
  tag,
  access: ['student'],
  forbidden: 'INTERNSHIP_STUDENTS_ONLY',
});
export const internshipEndpoints = {
  mine: endpoint.get(signedInApi, '/api/my-internships', {
    summary: "Les demandes de stage de l'utilisateur, les plus récentes d'abord",
    responses: { 200: z.array(internshipSchema) },
  }),
  create: endpoint.post(studentApi, '/api/internships', {
    summary: "Soumettre une demande de stage pour un cours auquel l'étudiant est inscrit",
    body: internshipCreateSchema,
    responses: { 201: internshipSchema },
    errors: ['INTERNSHIP_COURSE_NOT_ENROLLED'],
  }),
  list: endpoint.get(adminApi, '/api/admin/internships', {
    summary:
      'Toutes les demandes de stage, en attente d’abord puis les plus récentes, avec l’étudiant et le cours',
    responses: { 200: z.array(adminInternshipSchema) },
  }),
  setStatus: endpoint.put(adminApi, '/api/admin/internships/{id}/status', {
    summary:
      'Approuver ou rejeter une demande en attente, ou marquer terminé un stage approuvé (409 sinon)',
    ...byId('INTERNSHIP_NOT_FOUND'),
    body: internshipStatusUpdateSchema,
    responses: { 200: adminInternshipSchema },
    errors: ['INTERNSHIP_TRANSITION_REFUSED'],
  }),
};
