/*
 * Reading, import and export (docs/api-conventions.md, "Reading, import and export"): POST /reading,
 * POST /words/import/file, GET /words/export?format=apkg.
 */
export {};
