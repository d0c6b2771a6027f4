import { z } from 'zod';
import { isoDateSchema, sessionUserWireSchema, weatherSchema } from './entities';

/** The one error shape of the API: `{ error: { code, message } }`. */
export const apiErrorSchema = z.object({ error: z.object({ code: z.string(), message: z.string() }) });
export type ApiError = z.infer<typeof apiErrorSchema>;

// --- auth -----------------------------------------------------------------------------------
export const loginRequestSchema = z.object({ email: z.string().min(1), password: z.string().min(1) });
export type LoginRequest = z.infer<typeof loginRequestSchema>;
/** POST /auth/password: a signed-in user changes their own password (the current one required). */
export const changePasswordRequestSchema = z.object({
  current_password: z.string(),
  new_password: z.string(),
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;
/** Its answer: how many other sessions of the user were ended. */
export const changePasswordResponseSchema = z.object({ ended_sessions: z.number().int().min(0) });
export type ChangePasswordResponse = z.infer<typeof changePasswordResponseSchema>;
/**
 * Present (true) only when REQUIRE_ADMIN_MFA is on and this administrator has no
 * authenticator yet: every admin request is refused (403 `mfa_enrolment_required`) until they enrol.
 */
const mfaEnrolmentFlag = { mfa_enrolment_required: z.boolean().optional() };
/** POST /auth/login answer: the user with `settings` as a JSON string. */
export const loginResponseSchema = sessionUserWireSchema.extend(mfaEnrolmentFlag);
export type LoginResponse = z.infer<typeof loginResponseSchema>;
/**
 * GET /auth/login answer: the user fields, plus `original_user` while an admin impersonates, so a
 * reload (any tab) still knows whom to return to.
 */
export const sessionCheckResponseSchema = sessionUserWireSchema.extend({
  original_user: sessionUserWireSchema.optional(),
  ...mfaEnrolmentFlag,
});
export type SessionCheckResponse = z.infer<typeof sessionCheckResponseSchema>;
/** Login failure body (401 / 429): one generic message. */
export const loginFailureSchema = z.object({ message: z.string() });

// --- admin MFA -------------------------------------------------------------------------------
/** POST /auth/login/mfa, /auth/mfa/confirm: a 6-digit code from the app (or, signing in, a recovery code). */
export const mfaCodeRequestSchema = z.object({ code: z.string() });
export type MfaCodeRequest = z.infer<typeof mfaCodeRequestSchema>;
/** GET /auth/mfa: whether the signed-in user has an authenticator, and whether admins must. */
export const mfaStatusResponseSchema = z.object({
  enabled: z.boolean(),
  required: z.boolean(),
  recovery_codes_left: z.number().int().min(0),
});
export type MfaStatus = z.infer<typeof mfaStatusResponseSchema>;
/**
 * POST /auth/mfa/setup: the account's current password, so a session alone (a borrowed or stolen
 * one) cannot put its own authenticator on the account.
 */
export const mfaSetupRequestSchema = z.object({ current_password: z.string() });
export type MfaSetupRequest = z.infer<typeof mfaSetupRequestSchema>;
/** POST /auth/mfa/setup: a new secret to enrol (not active until confirmed with a code). */
export const mfaSetupResponseSchema = z.object({
  secret: z.string(),
  otpauth_uri: z.string(),
  /** The otpauth URI as a QR code: an SVG document (drawn on the server). */
  qr_svg: z.string(),
});
export type MfaSetup = z.infer<typeof mfaSetupResponseSchema>;
/** POST /auth/mfa/confirm: the one-time recovery codes, shown this once. */
export const mfaConfirmResponseSchema = z.object({ recovery_codes: z.array(z.string()) });
export type MfaConfirmResponse = z.infer<typeof mfaConfirmResponseSchema>;
/** POST /auth/mfa/disable: the account's current password (a code alone is not enough). */
export const mfaDisableRequestSchema = z.object({ current_password: z.string() });
export type MfaDisableRequest = z.infer<typeof mfaDisableRequestSchema>;

export const selectUserRequestSchema = z.object({ user_id: z.number().int().positive() });
export const selectUserResponseSchema = z.object({ impersonating_user: sessionUserWireSchema });
export const stopImpersonationResponseSchema = z.object({ returned_to_user: sessionUserWireSchema });
/** Impersonation failure body (4xx). */
export const impersonationFailureSchema = z.object({ reason: z.string() });

// --- CSV proxy -----------------------------------------------------------------------------
export const csvProxyQuerySchema = z.object({
  start: isoDateSchema,
  end: isoDateSchema,
  store_id: z.coerce.number().int().positive().optional(),
});
export type CsvProxyQuery = z.infer<typeof csvProxyQuerySchema>;

/** `{ weather, "sales.csv": "...", ... }`: the weather rows of the range plus one CSV text per file. */
export const csvProxyResponseSchema = z.object({
  weather: z.array(weatherSchema),
  'sales.csv': z.string(),
  'samples.csv': z.string(),
  'timers.csv': z.string(),
  'actual_labor.csv': z.string(),
  'scheduled_labor.csv': z.string(),
  'tasks.csv': z.string(),
});
export type CsvProxyResponse = z.infer<typeof csvProxyResponseSchema>;

/** Admin data sources with a date window (default: the last 7 days). */
export const dateWindowQuerySchema = z.object({
  start: isoDateSchema.optional(),
  end: isoDateSchema.optional(),
});

// --- LLM gateway ----------------------------------------------------------------------------
export const llmRequestMessageSchema = z.object({ user: z.enum(['system', 'user']), msg: z.string() });
export const llmRequestSchema = z.array(llmRequestMessageSchema).min(1);
export type LlmRequest = z.infer<typeof llmRequestSchema>;

/** The reply: `llm` is the path called, `model` what actually answered, `tools` what ran. */
export const llmResponseSchema = z.object({
  msg: z.string(),
  llm: z.string(),
  model: z.string(),
  provider: z.string(),
  tools: z.array(z.string()).optional(),
  /** Reply details: how long the reply took on the server, and the provider's token counts. */
  duration_ms: z.number().int().min(0).optional(),
  usage: z.object({ input: z.number().int().min(0), output: z.number().int().min(0) }).optional(),
});
export type LlmResponse = z.infer<typeof llmResponseSchema>;

export const llmModelOptionSchema = z.object({
  path: z.string(),
  label: z.string(),
  model: z.string(),
  tools: z.boolean(),
  provider: z.string(),
});
export const llmModelsResponseSchema = z.array(llmModelOptionSchema);
export type LlmModelOption = z.infer<typeof llmModelOptionSchema>;
