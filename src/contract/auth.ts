import { z } from 'zod';
import { isoDateTime, okSchema } from './common.ts';
import { defineErrors, endpoint, endpointGroups } from './endpoint.ts';
import { roles, selfRegisterRoles } from './roles.ts';

export {
  roles,
  selfRegisterRoles,
  roleLabels,
  roleLabel,
  dashboardPath,
  type Role,
} from './roles.ts';

export const NAME_MIN = 2;
export const NAME_MAX = 120;
export const PASSWORD_MIN = 6;
/** Long passphrases are welcome; the cap only bounds hashing work. */
export const PASSWORD_MAX = 256;
/** The longest address mail systems deliver to (RFC 5321). */
export const EMAIL_MAX = 254;
export const RESET_TOKEN_TTL_HOURS = 24;
export const RESET_REDIRECT_MS = 3000;

export const messages = {
  nameMin: 'Le nom doit contenir au moins 2 caractères',
  nameMax: 'Le nom ne doit pas dépasser 120 caractères',
  nameInvalid: 'Le nom contient des caractères non autorisés',
  emailInvalid: 'Email invalide',
  emailRequired: "L'email est requis",
  emailTooLong: "L'email ne doit pas dépasser 254 caractères",
  passwordMin: 'Le mot de passe doit contenir au moins 6 caractères',
  passwordRequired: 'Le mot de passe est requis',
  passwordMax: 'Le mot de passe ne doit pas dépasser 256 caractères',
  passwordsMismatch: 'Les mots de passe ne correspondent pas',
  currentPasswordRequired: 'Le mot de passe actuel est requis',
  newPasswordMin: 'Le nouveau mot de passe doit contenir au moins 6 caractères',
  confirmNewPasswordRequired: 'Veuillez confirmer le nouveau mot de passe',
  confirmPasswordRequired: 'Veuillez confirmer le mot de passe',
  roleInvalid: 'Rôle invalide',
  badCredentials: 'Email ou mot de passe incorrect',
  accountSuspended: "Ce compte est suspendu. Contactez l'administration.",
  emailTaken: 'Un compte existe déjà avec cet email',
  notSignedIn: 'Vous devez être connecté',
  forbidden: "Vous n'avez pas accès à cette ressource",
  wrongCurrentPassword: 'Le mot de passe actuel est incorrect',
  resetTokenInvalid: 'Ce lien de réinitialisation est invalide ou a expiré',
  tooManyRequests: 'Trop de tentatives. Veuillez réessayer dans quelques minutes.',
  forgotSent:
    'Si un compte existe avec cet email, un lien de réinitialisation a été envoyé. Le lien est valable 24 heures.',
  passwordChanged: 'Votre mot de passe a été modifié avec succès',
  passwordReset: 'Votre mot de passe a été réinitialisé avec succès',
} as const;

/** An email as typed: trimmed, lower-cased, at most 254 characters. */
export const emailSchema = z
  .string({ message: messages.emailInvalid })
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX, { message: messages.emailTooLong })
  .pipe(z.email({ message: messages.emailInvalid }));
const email = emailSchema;

const newPassword = (minMessage: string) =>
  z
    .string({ message: minMessage })
    .min(PASSWORD_MIN, { message: minMessage })
    .max(PASSWORD_MAX, { message: messages.passwordMax });

export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(roles),
  avatar: z.string().nullable(),
  bio: z.string().nullable(),
  createdAt: isoDateTime,
});
/** The user as the client receives it (dates as ISO strings). */
export type User = z.input<typeof userSchema>;

/** Characters that reorder or hide text: a name must read as it is written. */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/;
const INVISIBLE = /[\u200B-\u200D\u2060\uFEFF\u00AD]/g;

/** A display name: 2 to 120 visible characters, none that reorder the text around it. */
const displayName = z
  .string({ message: messages.nameMin })
  .trim()
  .max(NAME_MAX, { message: messages.nameMax })
  .refine((name) => !BIDI_CONTROLS.test(name), { message: messages.nameInvalid, abort: true })
  .refine((name) => name.replace(INVISIBLE, '').trim().length >= NAME_MIN, {
    message: messages.nameMin,
  });

export const registerSchema = z.object({
  name: displayName,
  email,
  password: newPassword(messages.passwordMin),
  role: z.enum(selfRegisterRoles, { message: messages.roleInvalid }).default('student'),
});
export type RegisterInput = z.input<typeof registerSchema>;

/** The registration form also holds confirmPassword, which is never sent. */
export const registerFormSchema = z
  .object({
    role: z.enum(selfRegisterRoles),
    name: displayName,
    email: z
      .string()
      .trim()
      .max(EMAIL_MAX, { message: messages.emailTooLong })
      .pipe(z.email({ message: messages.emailInvalid })),
    password: newPassword(messages.passwordMin),
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: messages.passwordsMismatch,
    path: ['confirmPassword'],
  });
export type RegisterForm = z.infer<typeof registerFormSchema>;

export const loginSchema = z.object({
  email: z
    .string({ message: messages.emailRequired })
    .trim()
    .toLowerCase()
    .min(1, { message: messages.emailRequired })
    .max(EMAIL_MAX, { message: messages.emailTooLong }),
  password: z
    .string({ message: messages.passwordRequired })
    .min(1, { message: messages.passwordRequired })
    .max(PASSWORD_MAX, { message: messages.passwordMax }),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const changePasswordSchema = z.object({
  currentPassword: z
    .string({ message: messages.currentPasswordRequired })
    .min(1, { message: messages.currentPasswordRequired })
    .max(PASSWORD_MAX, { message: messages.passwordMax }),
  newPassword: newPassword(messages.newPasswordMin),
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

export const changePasswordFormSchema = z
  .object({
    currentPassword: z.string().min(1, { message: messages.currentPasswordRequired }),
    newPassword: newPassword(messages.newPasswordMin),
    confirmPassword: z.string().min(1, { message: messages.confirmNewPasswordRequired }),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: messages.passwordsMismatch,
    path: ['confirmPassword'],
  });
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;

export const forgotPasswordSchema = z.object({ email });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z.object({
  token: z
    .string({ message: messages.resetTokenInvalid })
    .min(1, { message: messages.resetTokenInvalid })
    .max(200),
  newPassword: newPassword(messages.passwordMin),
});
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

export const resetPasswordFormSchema = z
  .object({
    newPassword: newPassword(messages.passwordMin),
    confirmPassword: z.string().min(1, { message: messages.confirmPasswordRequired }),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: messages.passwordsMismatch,
    path: ['confirmPassword'],
  });
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;

export const messageResponseSchema = z.object({ message: z.string() });

export const authErrors = defineErrors({
  BAD_CREDENTIALS: { status: 401, message: messages.badCredentials },
  ACCOUNT_SUSPENDED: { status: 403, message: messages.accountSuspended },
  EMAIL_TAKEN: { status: 409, message: messages.emailTaken },
  WRONG_PASSWORD: { status: 400, message: messages.wrongCurrentPassword },
  RESET_TOKEN_INVALID: { status: 400, message: messages.resetTokenInvalid },
});

const tag = 'Comptes';
const { publicApi, signedInApi } = endpointGroups(tag);
export const authEndpoints = {
  me: endpoint.get(signedInApi, '/api/auth/me', {
    summary: "L'utilisateur connecté",
    responses: { 200: userSchema },
  }),
  register: endpoint.post(publicApi, '/api/auth/register', {
    summary: 'Créer un compte (étudiant ou formateur) et ouvrir une session',
    body: registerSchema,
    responses: { 201: userSchema },
    errors: ['EMAIL_TAKEN', 'TOO_MANY_REQUESTS'],
  }),
  login: endpoint.post(publicApi, '/api/auth/login', {
    summary: 'Se connecter',
    body: loginSchema,
    responses: { 200: userSchema },
    errors: ['BAD_CREDENTIALS', 'ACCOUNT_SUSPENDED', 'TOO_MANY_REQUESTS'],
  }),
  logout: endpoint.post(publicApi, '/api/auth/logout', {
    summary: 'Se déconnecter',
    responses: { 200: okSchema },
  }),
  changePassword: endpoint.post(signedInApi, '/api/auth/change-password', {
    summary: 'Changer de mot de passe (les autres sessions sont fermées)',
    body: changePasswordSchema,
    responses: { 200: messageResponseSchema },
    errors: ['WRONG_PASSWORD', 'TOO_MANY_REQUESTS'],
  }),
  forgotPassword: endpoint.post(publicApi, '/api/auth/forgot-password', {
    summary: 'Recevoir un lien de réinitialisation par email',
    body: forgotPasswordSchema,
    responses: { 200: messageResponseSchema },
    errors: ['TOO_MANY_REQUESTS'],
  }),
  resetPassword: endpoint.post(publicApi, '/api/auth/reset-password', {
    summary: 'Choisir un nouveau mot de passe avec le lien reçu',
    body: resetPasswordSchema,
    responses: { 200: messageResponseSchema },
    errors: ['RESET_TOKEN_INVALID'],
  }),
};
