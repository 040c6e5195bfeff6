import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { format, resolveConfig } from 'prettier';
import { ERROR_STATUS, type ErrorCode } from '@contract';

/*
 * docs/api.md: the OpenAPI document as a page a person reads in the repository, every call with who may
 * make it, its input and answers in brief and its error codes. Written by `npm run docs:api`
 * (scripts/api-reference.ts); a test fails when the file and the document part.
 */

export const API_REFERENCE_FILE = new URL('../../../docs/api.md', import.meta.url);

export type JsonSchema = { [keyword: string]: unknown };

interface Parameter {
  in: string;
  name: string;
  required?: boolean;
  schema: JsonSchema;
}

interface Response {
  description: string;
  content?: Record<string, { schema: JsonSchema }>;
}

export interface Operation {
  summary?: string;
  tags?: string[];
  security?: Array<Record<string, string[]>>;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, Response>;
  'x-error-codes'?: ErrorCode[];
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

/** How many enum values are spelled out before the rest is left to the OpenAPI document. */
const ENUM_SHOWN = 8;

/** A schema in one line: fields and their types `depth` objects deep, then only the fields' names. */
export function brief(schema: JsonSchema, depth: number): string {
  const variants = (schema.oneOf ?? schema.anyOf) as JsonSchema[] | undefined;
  if (variants) return variants.map((variant) => brief(variant, depth)).join(' | ');
  if (schema.const !== undefined) return JSON.stringify(schema.const).replaceAll('"', "'");
  if (Array.isArray(schema.enum)) return enumeration(schema.enum);
  const types = [schema.type ?? 'any'].flat() as string[];
  return types.map((type) => briefOfType(type, schema, depth)).join(' | ');
}

function enumeration(values: unknown[]): string {
  const shown = values.slice(0, ENUM_SHOWN).map((value) => JSON.stringify(value).replaceAll('"', "'"));
  return [...shown, ...(values.length > ENUM_SHOWN ? ['…'] : [])].join(' | ');
}

function briefOfType(type: string, schema: JsonSchema, depth: number): string {
  if (type === 'array') {
    const items = brief((schema.items ?? {}) as JsonSchema, depth);
    return `${items.includes(' | ') ? `(${items})` : items}[]${range(schema.minItems, schema.maxItems)}`;
  }
  if (type === 'object') return briefObject(schema, depth);
  if (type === 'string') return `string${range(schema.minLength, schema.maxLength)}`;
  if (type === 'number' || type === 'integer') {
    const lowest = (schema.minimum ?? schema.exclusiveMinimum) as number | undefined;
    const highest = (schema.maximum ?? schema.exclusiveMaximum) as number | undefined;
    // zod writes a safe-integer range for every int: no limit a client needs to know.
    const bound = (value: number | undefined) =>
      value !== undefined && Math.abs(value) < 2 ** 50 ? value : undefined;
    return `${type}${range(bound(lowest), bound(highest))}`;
  }
  return type;
}

function range(min: unknown, max: unknown): string {
  const low = typeof min === 'number' && min > 0 ? min : undefined;
  const high = typeof max === 'number' ? max : undefined;
  if (low !== undefined && high !== undefined) return `(${low}..${high})`;
  if (high !== undefined) return `(≤${high})`;
  return low !== undefined ? `(≥${low})` : '';
}

function briefObject(schema: JsonSchema, depth: number): string {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const names = Object.keys(properties);
  if (names.length === 0) {
    const values = schema.additionalProperties;
    if (typeof values === 'object' && values !== null) {
      const keys = schema.propertyNames as JsonSchema | undefined;
      return `{ [${keys ? brief(keys, 0) : 'key'}]: ${brief(values as JsonSchema, depth - 1)} }`;
    }
    return '{}';
  }
  if (depth <= 0) return '{…}';
  const required = new Set((schema.required ?? []) as string[]);
  const fields = names.map((name) => {
    const field = `${name}${required.has(name) ? '' : '?'}`;
    return depth === 1
      ? field
      : `${field}: ${brief(properties[name]!, depth - 1)}${defaultOf(properties[name]!)}`;
  });
  return `{ ${fields.join(', ')} }`;
}

function defaultOf(schema: JsonSchema): string {
  return schema.default === undefined ? '' : ` = ${JSON.stringify(schema.default).replaceAll('"', "'")}`;
}

/* Every success answer carries `success: true` (docs/api-conventions.md): the brief leaves it out. */
function withoutSuccess(schema: JsonSchema): JsonSchema {
  const properties = schema.properties as Record<string, JsonSchema> | undefined;
  if (!properties?.success) return schema;
  const { success: _success, ...rest } = properties;
  const required = ((schema.required ?? []) as string[]).filter((name) => name !== 'success');
  return { ...schema, properties: rest, required };
}

type Access = 'none' | 'optional' | 'required';

/* What the document's `security` says: nothing, an empty requirement beside the bearer one, or the bearer. */
function accessOf(operation: Operation): Access {
  const security = operation.security ?? [];
  if (security.length === 0) return 'none';
  return security.some((requirement) => Object.keys(requirement).length === 0) ? 'optional' : 'required';
}

const WHO: Record<Access, string> = {
  none: 'anyone',
  optional: 'anyone (a session adds the learner’s own)',
  required: 'signed in',
};

const WHO_IN_FULL: Record<Access, string> = {
  none: 'anyone',
  optional: 'anyone; a session, when sent, adds what is the learner’s own',
  required: 'a signed-in learner (`Authorization: Bearer <token>`)',
};

/* GitHub's heading anchors: lower case, spaces to hyphens, other punctuation dropped. */
function anchor(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^a-z0-9 _-]/g, '')
    .replaceAll(' ', '-');
}

const code = (text: string) => `\`${text.replaceAll('`', "'")}\``;

function inputLines(operation: Operation): string[] {
  const lines: string[] = [];
  for (const place of ['path', 'query'] as const) {
    const parameters = (operation.parameters ?? []).filter((parameter) => parameter.in === place);
    if (parameters.length === 0) continue;
    const described = parameters.map((parameter) =>
      code(
        `${parameter.name}${parameter.required ? '' : '?'}: ${brief(parameter.schema, 1)}${defaultOf(parameter.schema)}`,
      ),
    );
    lines.push(`- ${place === 'path' ? 'Path' : 'Query'}: ${described.join(', ')}`);
  }
  for (const [type, { schema }] of Object.entries(operation.requestBody?.content ?? {})) {
    lines.push(`- Body (${type}): ${code(brief(schema, 2))}`);
  }
  return lines;
}

function answerLines(operation: Operation): string[] {
  const lines: string[] = [];
  for (const [status, response] of Object.entries(operation.responses)) {
    if (!/^2\d\d$/.test(status)) continue;
    for (const [type, { schema }] of Object.entries(response.content ?? {})) {
      const events = (schema.oneOf ?? schema.anyOf) as JsonSchema[] | undefined;
      if (type === 'application/x-ndjson' && events) {
        lines.push(`- ${status} (${type}), one event a line: ${response.description}`);
        for (const event of events) lines.push(`  - ${eventLine(event)}`);
      } else {
        lines.push(`- ${status} (${type}): ${code(brief(withoutSuccess(schema), 2))}`);
      }
    }
  }
  return lines;
}

function eventLine(event: JsonSchema): string {
  const { type, ...fields } = (event.properties ?? {}) as Record<string, JsonSchema>;
  const name = brief(type ?? {}, 0);
  const rest = {
    ...event,
    properties: fields,
    required: ((event.required ?? []) as string[]).filter((field) => field !== 'type'),
  };
  const description = typeof event.description === 'string' ? ` ${event.description}` : '';
  return `${code(name.replaceAll("'", ''))} ${code(brief(rest, 1))}:${description}`;
}

function errorLine(operation: Operation): string {
  // By status, as the conventions' table lists them.
  const codes = (operation['x-error-codes'] ?? []).toSorted((a, b) => ERROR_STATUS[a] - ERROR_STATUS[b]);
  if (codes.length === 0) return '- Errors: only those every call may answer';
  return `- Errors: ${codes.map((name) => `${code(name)} ${ERROR_STATUS[name]}`).join(', ')}`;
}

function section(title: string, operation: Operation): string {
  return [
    `### ${title}`,
    '',
    operation.summary ?? '',
    '',
    `- Who: ${WHO_IN_FULL[accessOf(operation)]}`,
    ...inputLines(operation),
    ...answerLines(operation),
    errorLine(operation),
  ].join('\n');
}

const INTRODUCTION = `# Wordloom's HTTP API

Every call of the server, from the OpenAPI document it publishes at \`GET /api/openapi.json\` (rendered at
\`/api/docs\`), which is built from the same zod schemas the server validates with. This file is written by
\`npm run docs:api\`: do not edit it by hand; a test fails when it and the document part.

What every call shares is in [api-conventions.md](api-conventions.md): the envelope (\`{ success: true,
...payload }\`, left out below), errors, language, sessions, lists and cursors, streaming, rate limits.

Shapes are in brief: \`name?\` is optional, \`string(1..64)\` a length, \`integer(1..100) = 20\` a range and
its default, \`{ a, b }\` an object whose fields are left to the document, \`{…}\` one left out whole. Errors
name the codes of each call's own rules; any call may also answer \`INTERNAL\` 500 and \`DATABASE_UNAVAILABLE\`
503, one with a body \`INVALID_JSON\` 400 and \`PAYLOAD_TOO_LARGE\` 413, one with a rate limit
\`SERVICE_UNAVAILABLE\` 503.`;

/** docs/api.md for this document, formatted as the repository's Prettier writes Markdown. */
export async function renderApiReference(document: OpenApiDocument, filePath: string): Promise<string> {
  // Grouped by feature (the operations' first tag), in the order the routes were registered.
  const byTag = new Map<string, Array<{ title: string; operation: Operation }>>();
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const tag = operation.tags?.[0] ?? 'other';
      byTag.set(tag, [...(byTag.get(tag) ?? []), { title: `${method.toUpperCase()} ${path}`, operation }]);
    }
  }
  const calls = [...byTag.values()].flat();
  const contents = [
    '| call | who |',
    '| --- | --- |',
    ...calls.map(({ title, operation }) => `| [${title}](#${anchor(title)}) | ${WHO[accessOf(operation)]} |`),
  ];
  const sections = [...byTag].map(([tag, group]) =>
    [`## ${tag}`, ...group.map(({ title, operation }) => section(title, operation))].join('\n\n'),
  );
  const markdown = [INTRODUCTION, '## Contents', contents.join('\n'), ...sections].join('\n\n');
  return format(markdown, { ...(await resolveConfig(filePath)), filepath: filePath });
}

/** The document as GET /api/openapi.json serves it. */
export async function openApiDocumentOf(app: {
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
}): Promise<OpenApiDocument> {
  const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
  if (response.statusCode !== 200) throw new Error(`GET /api/openapi.json: ${response.statusCode}`);
  return response.json<OpenApiDocument>();
}
