import { z } from 'zod';

/** Upload limits (spec 01 §9), in bytes. */
export const UPLOAD_LIMITS = { video: 524_288_000, document: 104_857_600 } as const;
export type UploadKind = keyof typeof UPLOAD_LIMITS;

/** The file types lessons accept, by extension. */
export const UPLOAD_TYPES = {
  mp4: { kind: 'video', mime: 'video/mp4' },
  webm: { kind: 'video', mime: 'video/webm' },
  ogg: { kind: 'video', mime: 'video/ogg' },
  pdf: { kind: 'document', mime: 'application/pdf' },
  ppt: { kind: 'document', mime: 'application/vnd.ms-powerpoint' },
  pptx: {
    kind: 'document',
    mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  },
  doc: { kind: 'document', mime: 'application/msword' },
  docx: {
    kind: 'document',
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
} as const satisfies Record<string, { kind: UploadKind; mime: string }>;
export type UploadExtension = keyof typeof UPLOAD_TYPES;

export const VIDEO_ACCEPT = 'video/mp4,video/webm,video/ogg,.mp4,.webm,.ogg';
export const DOCUMENT_ACCEPT = '.pdf,.ppt,.pptx,.doc,.docx';

/** "Le fichier est trop volumineux. Taille maximale: {n}MB" (spec 01 §5). */
export function tooLargeMessage(kind: UploadKind): string {
  return `Le fichier est trop volumineux. Taille maximale: ${UPLOAD_LIMITS[kind] / 1024 / 1024}MB`;
}

export const uploadMessages = {
  failed: "Erreur lors de l'upload du fichier",
  videoUploaded: 'Vidéo uploadée',
  fileUploaded: 'Fichier uploadé',
  unsupportedType:
    'Type de fichier non autorisé. Formats acceptés : mp4, webm, ogg, pdf, ppt, pptx, doc, docx',
  contentMismatch: 'Le contenu du fichier ne correspond pas à son type',
  sizeRequired: 'La taille du fichier doit être annoncée',
  sizeMismatch: 'Le fichier reçu ne correspond pas à la taille annoncée',
  expired: "Cette adresse d'envoi a expiré : recommencez l'upload",
  used: "Cette adresse d'envoi a déjà été utilisée",
  notFound: "Adresse d'envoi inconnue",
  incomplete: "L'upload de ce fichier n'est pas terminé",
  notYours: "Cet envoi appartient à quelqu'un d'autre",
  objectNotFound: 'Fichier introuvable',
  objectForbidden: "Vous n'avez pas accès à ce fichier",
  forbidden: 'Seuls les formateurs et les administrateurs peuvent envoyer des fichiers',
} as const;

/** POST /api/objects/upload answers a short-lived, single-use address for the file. */
export const uploadTicketSchema = z.object({ uploadURL: z.string() });
export type UploadTicket = z.infer<typeof uploadTicketSchema>;

/** POST /api/lessons/upload-file: the address the file was sent to. */
export const uploadFileSchema = z.object({
  fileUrl: z.string({ message: uploadMessages.notFound }).trim().min(1, uploadMessages.notFound),
});

/** The stable path a lesson stores, e.g. /objects/uploads/{id}.pdf */
export const objectPathSchema = z.object({ objectPath: z.string() });
export type ObjectPath = z.infer<typeof objectPathSchema>;
