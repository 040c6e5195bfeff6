import { z } from 'zod';
import { successEnvelope } from './envelope';

export const AI_SOURCES = ['platform', 'offline'] as const;
export type AiSource = (typeof AI_SOURCES)[number];

/** GET /api/config: the public settings the web app needs before anyone signs in. */
export const publicConfigSchema = successEnvelope({
  icpLicense: z.string().nullable(),
  icpLink: z.string().nullable(),
  resetCodeMinutes: z.number(),
  limits: z.object({ sentenceMax: z.number(), wordsPerGeneration: z.number() }),
  aiSource: z.enum(AI_SOURCES),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

/** GET /api/health */
export const healthResponseSchema = successEnvelope({
  status: z.literal('ok'),
  db: z.literal('ok'),
  version: z.string(),
});
export type HealthResponse = Omit<z.infer<typeof healthResponseSchema>, 'success'>;
