import type { ErrorObject } from 'ajv/dist/2020.js';

/** Escapes anything that would break a one-line diagnostic (controls, line separators). */
export function oneLine(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u001f\u007f\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

function show(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** `properties: {p: {const: v}}` conditions (the shape every `if` in these schemas uses) as text. */
function describeCondition(ifSchema: unknown, holds: boolean): string | undefined {
  if (!ifSchema || typeof ifSchema !== 'object') return undefined;
  const props = (ifSchema as { properties?: Record<string, unknown> }).properties;
  if (!props) return undefined;
  const parts: string[] = [];
  for (const [name, sub] of Object.entries(props)) {
    if (!sub || typeof sub !== 'object' || !('const' in sub)) return undefined;
    parts.push(`${name} is ${holds ? '' : 'not '}${JSON.stringify((sub as { const: unknown }).const)}`);
  }
  return parts.length > 0 && !('anyOf' in ifSchema) && !('not' in ifSchema) ? parts.join(' and ') : undefined;
}

/** The `if` error (if any) whose failing branch produced `err`, as a condition phrase. */
function governingCondition(err: ErrorObject, all: readonly ErrorObject[]): string | undefined {
  for (const candidate of all) {
    if (candidate.keyword !== 'if' || !candidate.schemaPath.endsWith('/if')) continue;
    const branch = (candidate.params as { failingKeyword?: string }).failingKeyword;
    if (branch !== 'then' && branch !== 'else') continue;
    const prefix = `${candidate.schemaPath.slice(0, -'/if'.length)}/${branch}/`;
    const sameInstance =
      err.instancePath === candidate.instancePath || err.instancePath.startsWith(`${candidate.instancePath}/`);
    if (!sameInstance || !err.schemaPath.startsWith(prefix)) continue;
    const ifSchema = (candidate.parentSchema as { if?: unknown } | undefined)?.if;
    return describeCondition(ifSchema, branch === 'then');
  }
  return undefined;
}

function typesOf(branches: unknown): string[] | undefined {
  if (!Array.isArray(branches)) return undefined;
  const types: string[] = [];
  for (const branch of branches) {
    const t = (branch as { type?: unknown } | null)?.type;
    if (typeof t !== 'string' || Object.keys(branch as object).length !== 1) return undefined;
    types.push(t);
  }
  return types;
}

/** The message part of a formatted error (no pointer). */
function describe(err: ErrorObject, all: readonly ErrorObject[]): string {
  const params = err.params as Record<string, unknown>;
  let text: string;
  switch (err.keyword) {
    case 'enum':
      text = `${err.message ?? 'must be equal to one of the allowed values'} (${(params.allowedValues as unknown[]).map(show).join(', ')})`;
      break;
    case 'const':
      text = `must be equal to ${JSON.stringify(params.allowedValue)}`;
      break;
    case 'additionalProperties':
      text = `must NOT have additional properties (${show(params.additionalProperty)})`;
      break;
    case 'false schema':
      text = 'must not be present';
      break;
    case 'not': {
      const comment = (err.schema as { $comment?: unknown } | undefined)?.$comment;
      text = typeof comment === 'string' && comment.startsWith('must') ? comment : (err.message ?? 'must NOT be valid');
      break;
    }
    case 'anyOf': {
      const types = typesOf(err.schema);
      text = types ? `must be ${types.join(' or ')}` : (err.message ?? 'must match a schema in anyOf');
      break;
    }
    case 'dependentRequired':
      text = `must have properties ${show(params.deps)} when property ${show(params.property)} is present`;
      break;
    default:
      text = err.message ?? `must pass "${err.keyword}" keyword validation`;
  }
  if (err.keyword === 'false schema' || err.keyword === 'required' || err.keyword === 'minItems' || err.keyword === 'maxItems' || err.keyword === 'const') {
    const condition = governingCondition(err, all);
    if (condition) text += ` when ${condition}`;
  }
  return text;
}

/**
 * One line for one ajv error: `<JSON pointer>: <message>`, e.g.
 * `/files/0/checks/3/evaluation: must be equal to one of the allowed values (complete, partial, not_evaluated)`.
 * The document root is `/`. Pass the whole error list as `all` (as ajv reported it, from a
 * `verbose` validator such as `createStrictValidator()`) to name the condition behind
 * conditional failures.
 */
export function formatAjvError(err: ErrorObject, all: readonly ErrorObject[] = []): string {
  return oneLine(`${err.instancePath === '' ? '/' : err.instancePath}: ${describe(err, all)}`);
}

/** Errors that only summarize others: `if` failures and the per-branch errors of a failed `anyOf`. */
function summaryOnly(errors: readonly ErrorObject[]): (e: ErrorObject) => boolean {
  const anyOfs = errors.filter((e) => e.keyword === 'anyOf');
  return (e) =>
    e.keyword === 'if' ||
    anyOfs.some((a) => a.instancePath === e.instancePath && e.schemaPath.startsWith(`${a.schemaPath}/`));
}

/**
 * The errors worth reporting, most useful first: drops `if` summaries (their branch error is more
 * precise) and the per-branch errors of a failed `anyOf` (its own error names the alternatives),
 * and puts unconditional failures (a wrong type or value) before conditional ones
 * (`then`/`else` rules), which often only restate the same mistake.
 */
export function rankAjvErrors(errors: readonly ErrorObject[]): ErrorObject[] {
  const skip = summaryOnly(errors);
  const kept = errors.filter((e) => !skip(e));
  const conditional = (e: ErrorObject): boolean => /\/(then|else)\//.test(e.schemaPath);
  return [...kept.filter((e) => !conditional(e)), ...kept.filter(conditional)];
}

/** The first of `rankAjvErrors`, or the first error when every error is a summary. */
export function primaryAjvError(errors: readonly ErrorObject[]): ErrorObject | undefined {
  return rankAjvErrors(errors)[0] ?? errors[0];
}
