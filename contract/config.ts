export type AiSource = 'platform' | 'offline';

/** GET /api/config: the public settings the web app needs before anyone signs in. */
export interface PublicConfig {
  success: true;
  icpLicense: string | null;
  icpLink: string | null;
  resetCodeMinutes: number;
  limits: { sentenceMax: number; wordsPerGeneration: number };
  aiSource: AiSource;
}

export interface HealthResponse {
  status: 'ok';
  db: 'ok';
  version: string;
}
