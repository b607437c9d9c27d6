import { z } from 'zod';
import { byId, isoDateTime } from './common.ts';
import { defineErrors, endpoint, endpointGroups } from './endpoint.ts';
import { writeEndpoints } from './resource-endpoints.ts';

/** Kinds of announcement; the kind sets the banner's colour (blue, orange, green). */
export const announcementTypes = ['info', 'warning', 'success'] as const;
export type AnnouncementType = (typeof announcementTypes)[number];

export const announcementMessages = {
  titleRequired: 'Le titre est requis',
  contentRequired: 'Le contenu est requis',
  tooLong: 'Ce texte est trop long',
  typeInvalid: 'Choisissez un type : info, avertissement ou succès',
  notFound: 'Annonce non trouvée',
  // The admin's announcements tab (spec 02 §2, §8 "Admin").
  newTitle: 'Nouvelle annonce',
  editTitle: "Modifier l'annonce",
  publish: 'Publier',
  draft: 'Brouillon',
  saveFailed: "Impossible de sauvegarder l'annonce",
  deleteFailed: "Impossible de supprimer l'annonce",
  deleteConfirm: 'Êtes-vous sûr de vouloir supprimer cette annonce ?',
  created: 'Annonce créée',
  updated: 'Annonce mise à jour',
  deleted: 'Annonce supprimée',
} as const;

/** The types as the admin picks them. */
export const announcementTypeLabels: Record<AnnouncementType, string> = {
  info: 'Information',
  warning: 'Avertissement',
  success: 'Succès',
};
const m = announcementMessages;

export const announcementSchema = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  type: z.enum(announcementTypes),
  isPublished: z.boolean(),
  author: z.object({ name: z.string() }),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type Announcement = z.input<typeof announcementSchema>;

/** POST and PUT /api/announcements (spec 02 §5: title and content required). */
export const announcementInputSchema = z.object({
  title: z.string({ message: m.titleRequired }).trim().min(1, m.titleRequired).max(200, m.tooLong),
  content: z
    .string({ message: m.contentRequired })
    .trim()
    .min(1, m.contentRequired)
    .max(5000, m.tooLong),
  type: z.enum(announcementTypes, { message: m.typeInvalid }).default('info'),
  isPublished: z.boolean().default(false),
});
export type AnnouncementInput = z.input<typeof announcementInputSchema>;

export const announcementErrors = defineErrors({
  ANNOUNCEMENT_NOT_FOUND: { status: 404, message: m.notFound },
});

const tag = 'Annonces';
const { publicApi, adminApi } = endpointGroups(tag);
export const announcementEndpoints = {
  list: endpoint.get(publicApi, '/api/announcements', {
    summary: 'Les annonces publiées, les plus récentes d’abord (toutes pour les administrateurs)',
    responses: { 200: z.array(announcementSchema) },
  }),
  ...writeEndpoints(adminApi, '/api/announcements', {
    input: announcementInputSchema,
    output: announcementSchema,
    notFound: 'ANNOUNCEMENT_NOT_FOUND',
    create: 'Écrire une annonce',
    update: 'Modifier une annonce',
  }),
  remove: endpoint.delete(adminApi, '/api/announcements/{id}', {
    summary: 'Supprimer une annonce',
    ...byId('ANNOUNCEMENT_NOT_FOUND'),
    responses: { 204: null },
  }),
};
