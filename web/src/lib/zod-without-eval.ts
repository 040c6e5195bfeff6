import { z } from 'zod';

/*
 * The CSP forbids eval. Without this, zod probes `new Function` while building schemas and the
 * browser reports a CSP violation (zod then falls back anyway). main.tsx imports this first, so
 * it runs before any schema is created.
 */
z.config({ jitless: true });
