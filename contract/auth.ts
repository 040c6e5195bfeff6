import { z } from 'zod';
import { LIMITS } from './limits';
import { successEnvelope } from './envelope';
import { LANGUAGES, preferencesSchema, THEMES, timeZoneSchema } from './preferences';

/*
 * Validation messages are keys into contract/i18n, so the server answers them in the caller's
 * language and the web forms show the very same texts before a request is sent.
 */
export const usernameSchema = z
  .string({ error: 'validation.usernameRequired' })
  .trim()
  .min(1, 'validation.usernameRequired')
  // The characters first: "小明" is told the real rule, not that it is too short.
  .regex(/^[A-Za-z0-9_]+$/, 'validation.usernameChars')
  .min(LIMITS.usernameMin, 'validation.usernameTooShort')
  .max(LIMITS.usernameMax, 'validation.usernameTooLong');

export const emailSchema = z
  .string({ error: 'validation.emailRequired' })
  .trim()
  .min(1, 'validation.emailRequired')
  .max(LIMITS.emailMax, 'validation.emailInvalid')
  .pipe(z.email('validation.emailInvalid'));

export const passwordSchema = z
  .string({ error: 'validation.passwordRequired' })
  .min(1, 'validation.passwordRequired')
  .min(LIMITS.passwordMin, 'validation.passwordTooShort')
  .max(LIMITS.passwordMax, 'validation.passwordTooLong');

export const resetCodeSchema = z
  .string({ error: 'validation.codeRequired' })
  .trim()
  .min(1, 'validation.codeRequired')
  .regex(new RegExp(`^\\d{${LIMITS.resetCodeLength}}$`), 'errors.codeFormat');

export const registerSchema = z.object({
  username: usernameSchema,
  email: emailSchema,
  password: passwordSchema,
  /**
   * Extension: the client sends what the visitor already chose, so signing up keeps it, and the
   * browser's time zone.
   */
  preferences: z
    .object({ theme: z.enum(THEMES), language: z.enum(LANGUAGES), timeZone: timeZoneSchema })
    .partial()
    .optional(),
});
export type RegisterRequest = z.infer<typeof registerSchema>;

export const loginSchema = z.object({
  email: emailSchema,
  password: z.string({ error: 'validation.passwordRequired' }).min(1, 'validation.passwordRequired'),
});
export type LoginRequest = z.infer<typeof loginSchema>;

export const updateProfileSchema = z
  .object({
    username: usernameSchema,
    email: emailSchema,
    /** Required to change the email: a stolen session alone must not be enough to take the account. */
    currentPassword: z
      .string({ error: 'validation.currentPasswordRequired' })
      .min(1, 'validation.currentPasswordRequired')
      .max(LIMITS.passwordMax, 'validation.passwordTooLong'),
  })
  .partial()
  .strict();
export type UpdateProfileRequest = z.infer<typeof updateProfileSchema>;

export const forgotPasswordSchema = z.object({ email: emailSchema });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordSchema>;

export const verifyResetCodeSchema = z.object({ email: emailSchema, code: resetCodeSchema });
export type VerifyResetCodeRequest = z.infer<typeof verifyResetCodeSchema>;

export const resetPasswordSchema = z.object({
  email: emailSchema,
  resetToken: z.string({ error: 'errors.resetTokenInvalid' }).min(1, 'errors.resetTokenInvalid'),
  newPassword: passwordSchema,
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordSchema>;

export const userSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  createdAt: z.string(),
  preferences: preferencesSchema,
});
export type User = z.infer<typeof userSchema>;

/** POST /auth/register (201) and /auth/login */
export const authResponseSchema = successEnvelope({
  user: userSchema,
  token: z.string(),
  message: z.string(),
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

/** GET /auth/me and the PUTs of one's own account (a changed email also answers a fresh `token`). */
export const userResponseSchema = successEnvelope({
  user: userSchema,
  token: z.string().optional(),
  message: z.string().optional(),
});
export type UserResponse = z.infer<typeof userResponseSchema>;

/** PUT /auth/profile: after an email change, `token` replaces the session (every older token has ended). */
export type UpdateProfileResponse = UserResponse;

export const forgotPasswordResponseSchema = successEnvelope({
  message: z.string(),
  expiresInMinutes: z.number(),
});
export type ForgotPasswordResponse = z.infer<typeof forgotPasswordResponseSchema>;

export const verifyResetCodeResponseSchema = successEnvelope({ resetToken: z.string(), message: z.string() });
export type VerifyResetCodeResponse = z.infer<typeof verifyResetCodeResponseSchema>;
