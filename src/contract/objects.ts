import { z } from 'zod';
import { pathId } from './common.ts';
import { defineErrors, endpoint, endpointGroup } from './endpoint.ts';

/** The states of an upload address, from creation to the last byte received. */
export const uploadStatuses = ['pending', 'receiving', 'complete', 'failed'] as const;

/** Upload limits (spec 01 §9), in bytes; a course's cover image is kept small for the catalogue. */
export const UPLOAD_LIMITS = {
  video: 524_288_000,
  document: 104_857_600,
  image: 5_242_880,
} as const;
export type UploadKind = keyof typeof UPLOAD_LIMITS;

/** The file types uploads accept, by extension: lesson media, and images for course covers. */
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
  jpg: { kind: 'image', mime: 'image/jpeg' },
  jpeg: { kind: 'image', mime: 'image/jpeg' },
  png: { kind: 'image', mime: 'image/png' },
  webp: { kind: 'image', mime: 'image/webp' },
} as const satisfies Record<string, { kind: UploadKind; mime: string }>;
export type UploadExtension = keyof typeof UPLOAD_TYPES;

/**
 * The qualities a lesson's uploaded video is offered in, smallest first: the sound alone, the
 * low and medium copies made by the server (issue 30, part 4), then the file as uploaded.
 */
export const videoQualities = ['audio', 'low', 'medium', 'original'] as const;
export type VideoQuality = (typeof videoQualities)[number];

/** The lighter copies the server makes of an uploaded video (src/server/lib/transcode.ts). */
export const renditionQualities = ['low', 'medium', 'audio'] as const;
export type RenditionQuality = (typeof renditionQualities)[number];

/** Where a copy stands: waiting for the job, being made, ready to serve, or given up. */
export const renditionStatuses = ['waiting', 'working', 'ready', 'failed'] as const;
export type RenditionStatus = (typeof renditionStatuses)[number];

/** The file extension of each copy: MP4 video, or MP4 audio (m4a) for the sound alone. */
export const RENDITION_EXTENSIONS = { low: 'mp4', medium: 'mp4', audio: 'm4a' } as const;

/** How far each copy of a lesson's video is, for its editor (GET /api/lessons/{id}/renditions). */
export const renditionProgressSchema = z.object({
  quality: z.enum(renditionQualities),
  status: z.enum(renditionStatuses),
  /** Percent, 0 to 100. */
  progress: z.number().int(),
  /** Bytes, once ready. */
  size: z.number().int().nullable(),
});
export type RenditionProgress = z.input<typeof renditionProgressSchema>;

export const VIDEO_ACCEPT = 'video/mp4,video/webm,video/ogg,.mp4,.webm,.ogg';
export const DOCUMENT_ACCEPT = '.pdf,.ppt,.pptx,.doc,.docx';
export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp,.jpg,.jpeg,.png,.webp';

/** The object path of an uploaded image, the only kind of upload a course cover may be. */
export const coverObjectPath =
  /^\/objects\/uploads\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(?:jpg|jpeg|png|webp)$/i;

/** "Le fichier est trop volumineux. Taille maximale: {n}MB" (spec 01 §5). */
export function tooLargeMessage(kind: UploadKind): string {
  return `Le fichier est trop volumineux. Taille maximale: ${UPLOAD_LIMITS[kind] / 1024 / 1024}MB`;
}

export const uploadMessages = {
  failed: "Erreur lors de l'upload du fichier",
  videoUploaded: 'Vidéo uploadée',
  fileUploaded: 'Fichier uploadé',
  imageUploaded: 'Image uploadée',
  unsupportedType:
    'Type de fichier non autorisé. Formats acceptés : mp4, webm, ogg, pdf, ppt, pptx, doc, docx, jpg, png, webp',
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
  notAnImage: "L'image de couverture doit être un fichier JPEG, PNG ou WebP",
  forbidden: 'Seuls les formateurs et les administrateurs peuvent envoyer des fichiers',
  imagesOnly:
    "Vous ne pouvez envoyer que des images (JPEG, PNG ou WebP), comme la capture d'écran d'un paiement",
} as const;

/** POST /api/objects/upload answers a short-lived, single-use address for the file. */
export const uploadTicketSchema = z.object({ uploadURL: z.string() });
export type UploadTicket = z.infer<typeof uploadTicketSchema>;

/** POST /api/lessons/upload-file: the address the file was sent to. */
export const uploadFileSchema = z.object({
  fileUrl: z.string({ message: uploadMessages.notFound }).trim().min(1, uploadMessages.notFound),
});

/** The stable path a lesson (or a course's cover) stores, e.g. /objects/uploads/{id}.pdf */
export const objectPathSchema = z.object({ objectPath: z.string() });
export type ObjectPath = z.infer<typeof objectPathSchema>;

export const uploadErrors = defineErrors({
  UPLOAD_FORBIDDEN: { status: 403, message: uploadMessages.forbidden },
  UPLOAD_NOT_FOUND: { status: 404, message: uploadMessages.notFound },
  UPLOAD_NOT_STARTED: { status: 404, message: uploadMessages.notFound },
  UPLOAD_NOT_YOURS: { status: 403, message: uploadMessages.notYours },
  UPLOAD_USED: { status: 409, message: uploadMessages.used },
  UPLOAD_EXPIRED: { status: 410, message: uploadMessages.expired },
  UPLOAD_INCOMPLETE: { status: 409, message: uploadMessages.incomplete },
  UNSUPPORTED_TYPE: { status: 400, message: uploadMessages.unsupportedType },
  LENGTH_REQUIRED: { status: 411, message: uploadMessages.sizeRequired },
  /** The message names the limit of the file's kind (tooLargeMessage). */
  FILE_TOO_LARGE: { status: 413, message: tooLargeMessage('video') },
  SIZE_MISMATCH: { status: 400, message: uploadMessages.sizeMismatch },
  CONTENT_MISMATCH: { status: 400, message: uploadMessages.contentMismatch },
  OBJECT_NOT_FOUND: { status: 404, message: uploadMessages.objectNotFound },
  /** A lesson names a file that was never uploaded (or not completely). */
  OBJECT_UNKNOWN: { status: 400, message: uploadMessages.objectNotFound },
  OBJECT_FORBIDDEN: { status: 403, message: uploadMessages.objectForbidden },
  /** A course cover names an uploaded file that is not an image. */
  OBJECT_NOT_IMAGE: { status: 400, message: uploadMessages.notAnImage },
});

/**
 * Everyone signed in may upload: instructors and admins any accepted file, students images only
 * (the screenshot of a mobile-money payment), refused with UPLOAD_FORBIDDEN when the transfer
 * declares its type.
 */
const uploaders = ['student', 'instructor', 'admin'] as const;
const tag = 'Fichiers';
const transferErrors = [
  'UPLOAD_FORBIDDEN',
  'UPLOAD_NOT_YOURS',
  'UPLOAD_USED',
  'UPLOAD_EXPIRED',
  'UNSUPPORTED_TYPE',
  'LENGTH_REQUIRED',
  'FILE_TOO_LARGE',
  'SIZE_MISMATCH',
  'CONTENT_MISMATCH',
] as const;
/** What the resumable upload protocol (tus) itself may answer, as plain text. */
const tusAnswers = {
  400: 'En-têtes tus invalides',
  404: 'Envoi inconnu du protocole tus',
  409: 'Décalage (Upload-Offset) inattendu',
  410: 'Envoi expiré',
  412: 'Version du protocole tus non prise en charge',
  413: 'Envoi trop volumineux',
  415: 'Type de contenu inattendu',
  460: 'Somme de contrôle incorrecte',
} as const;
const uploadApi = endpointGroup({ tag, access: uploaders, forbidden: 'UPLOAD_FORBIDDEN' });
/** An upload's own address: the file's bytes, never parsed as JSON. */
const addressApi = endpointGroup({
  ...uploadApi,
  params: z.object({ id: pathId }),
  notFound: 'UPLOAD_NOT_FOUND',
  rawBody: true,
});
export const uploadEndpoints = {
  address: endpoint.post(uploadApi, '/api/objects/upload', {
    summary: "Obtenir une adresse d'envoi à usage unique",
    responses: { 200: uploadTicketSchema },
  }),
  objectPath: endpoint.post(uploadApi, '/api/lessons/upload-file', {
    summary:
      "Le chemin stable d'un fichier envoyé, à enregistrer dans la leçon ou comme image de couverture du cours",
    body: uploadFileSchema,
    responses: { 200: objectPathSchema },
    errors: ['UPLOAD_NOT_FOUND', 'UPLOAD_NOT_YOURS', 'UPLOAD_INCOMPLETE'],
  }),
  put: endpoint.put(addressApi, '/api/objects/uploads/{id}', {
    summary: "Envoyer tout le fichier en un seul PUT à son adresse d'envoi",
    responses: { 204: null },
    errors: transferErrors,
  }),
  tusCreate: endpoint.post(addressApi, '/api/objects/uploads/{id}', {
    summary: 'tus : ouvrir un envoi reprenable à cette adresse',
    responses: { 201: null },
    otherResponses: tusAnswers,
    errors: transferErrors,
  }),
  tusOffset: endpoint.head(addressApi, '/api/objects/uploads/{id}', {
    summary: 'tus : où reprendre un envoi interrompu',
    responses: { 200: null },
    otherResponses: tusAnswers,
    errors: ['UPLOAD_NOT_STARTED', ...transferErrors],
  }),
  tusAppend: endpoint.patch(addressApi, '/api/objects/uploads/{id}', {
    summary: "tus : ajouter des octets à partir de l'offset",
    responses: { 204: null },
    otherResponses: tusAnswers,
    errors: ['UPLOAD_NOT_STARTED', ...transferErrors],
  }),
  tusCancel: endpoint.delete(addressApi, '/api/objects/uploads/{id}', {
    summary: 'tus : annuler un envoi',
    responses: { 204: null },
    otherResponses: tusAnswers,
    errors: ['UPLOAD_NOT_STARTED', ...transferErrors],
  }),
};
