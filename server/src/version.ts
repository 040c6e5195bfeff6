import packageJson from '../../package.json' with { type: 'json' };

/** The release, as package.json says; bundled in at build time. */
export const VERSION: string = packageJson.version;
