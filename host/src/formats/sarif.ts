/**
 * SARIF 2.1.0 view of a lint document, shaped for GitHub code scanning:
 *
 * - one run; `tool.driver.rules` holds one rule per check that has a record in the document,
 *   described from the check catalog when the format request carries one (ids only otherwise);
 * - one result per finding, located at the file (relative, forward-slashed, percent-encoded URI
 *   under `%SRCROOT%`, `region.startLine` 1 because GitHub needs a line and animation assets have
 *   none) and at a logical location built from clip / bone / node (`clip:walk/bone:foot_l`);
 * - `partialFingerprints` from the check id, the relative path, the clip / bone / node context and
 *   the message with its numbers blanked, so re-runs keep one alert per problem and no host path
 *   leaks into the identity;
 * - coverage gaps and prediction facets as `invocations[0].toolExecutionNotifications` (gaps at
 *   level note, a crashed check or a required-unavailable prediction at level error).
 */
import { createHash } from 'node:crypto';
import { realpathSync } from 'node:fs';
import path from 'node:path';
import type { FindingRecord, GapRecord } from '../engine/check-record.js';
import { CHECK_CRASHED_GAP } from '../engine/evaluate-check.js';
import type { LintDocument } from '../output/documents.js';

export const SARIF_SCHEMA_URI = 'https://json.schemastore.org/sarif-2.1.0.json';
export const FINGERPRINT_KEY = 'animsmithFinding/v1';

/** What a format needs to know about one registered check (the format request's catalog). */
export interface SarifRuleSource {
  readonly id: string;
  readonly description: string;
  readonly defaultSeverity: 'note' | 'warning' | 'error';
  readonly url?: string;
  readonly plugin?: string;
}

export interface SarifOptions {
  readonly catalog?: readonly SarifRuleSource[];
  /** Directory the artifact URIs are made relative to (the repository root in CI). */
  readonly cwd: string;
}

type Level = 'none' | 'note' | 'warning' | 'error';
type Json = Record<string, unknown>;

/** `path` as the operator wrote it, relative to `cwd`, forward slashes, each segment percent-encoded. */
export function artifactUri(given: string, cwd: string): string {
  return repoPath(given, cwd).split('/').map(encodeURIComponent).join('/');
}

/**
 * The same relative, forward-slashed path without percent-encoding (for annotations). Both sides
 * are compared through symlinks, because the working directory the process sees is already
 * resolved while an absolute input path may name the same folder through a link.
 */
export function repoPath(given: string, cwd: string): string {
  const real = (p: string) => {
    try {
      return realpathSync(p);
    } catch {
      return p;
    }
  };
  return path.relative(real(cwd), real(path.resolve(cwd, given))).split(path.sep).join('/');
}

/** Logical location of a finding or gap: `clip:walk/bone:foot_l/node:…`, undefined without context. */
export function logicalLocation(context: { clip?: string; bone?: string; node?: string }): Json | undefined {
  const parts: [string, string][] = [];
  if (context.clip !== undefined) parts.push(['clip', context.clip]);
  if (context.bone !== undefined) parts.push(['bone', context.bone]);
  if (context.node !== undefined) parts.push(['node', context.node]);
  if (parts.length === 0) return undefined;
  return {
    name: parts.at(-1)![1],
    fullyQualifiedName: parts.map(([kind, name]) => `${kind}:${name}`).join('/'),
    kind: 'member',
  };
}

/** A finding's identity across runs: numbers in its message are blanked so drifting values keep one alert. */
export function findingFingerprint(f: FindingRecord, uri: string): string {
  const message = f.message.replace(/[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?/gi, '#');
  const identity = JSON.stringify([f.check_id, uri, f.clip ?? null, f.bone ?? null, f.node ?? null, message]);
  return createHash('sha256').update(identity).digest('hex');
}

export function buildSarifLog(document: LintDocument, options: SarifOptions): Json {
  const catalog = new Map((options.catalog ?? []).map((entry) => [entry.id, entry]));

  // Rules: every check with a record, in record order; finding ids outside the records last.
  const ruleIds: string[] = [];
  const ruleIndex = new Map<string, number>();
  const addRule = (id: string) => {
    if (!ruleIndex.has(id)) ruleIndex.set(id, ruleIds.push(id) - 1);
    return ruleIndex.get(id)!;
  };
  for (const file of document.files) for (const record of file.checks) addRule(record.check_id);
  for (const file of document.files) for (const record of file.checks) for (const f of record.findings) addRule(f.check_id);

  const artifacts: Json[] = [];
  const results: Json[] = [];
  const notifications: Json[] = [];
  const seen = new Map<string, number>();
  let crashed = false;

  for (const file of document.files) {
    const uri = artifactUri(file.path, options.cwd);
    const artifactIndex = artifacts.length;
    artifacts.push({
      location: { uri, uriBaseId: '%SRCROOT%' },
      length: file.input.bytes,
      hashes: { 'sha-256': file.input.sha256 },
    });
    const physicalLocation = { artifactLocation: { uri, uriBaseId: '%SRCROOT%', index: artifactIndex }, region: { startLine: 1 } };
    const locate = (context: { clip?: string; bone?: string; node?: string }): Json[] => {
      const logical = logicalLocation(context);
      return [logical ? { physicalLocation, logicalLocations: [logical] } : { physicalLocation }];
    };

    for (const record of file.checks) {
      for (const f of record.findings) {
        let fingerprint = findingFingerprint(f, uri);
        const repeats = seen.get(fingerprint) ?? 0;
        seen.set(fingerprint, repeats + 1);
        if (repeats > 0) fingerprint = `${fingerprint}:${repeats}`;
        const properties: Json = {};
        if (f.clip !== undefined) properties.clip = f.clip;
        if (f.bone !== undefined) properties.bone = f.bone;
        if (f.node !== undefined) properties.node = f.node;
        if (f.time_s !== undefined) properties.time_s = f.time_s;
        if (f.measured !== undefined) properties.measured = f.measured;
        if (f.expected !== undefined) properties.expected = f.expected;
        if (f.members !== undefined) properties.members = f.members;
        if (f.prediction_scope !== undefined) properties.prediction_scope = f.prediction_scope;
        const result: Json = {
          ruleId: f.check_id,
          ruleIndex: ruleIndex.get(f.check_id)!,
          level: f.severity satisfies Level,
          message: { text: f.message },
          locations: locate(f),
          partialFingerprints: { [FINGERPRINT_KEY]: fingerprint },
        };
        if (Object.keys(properties).length > 0) result.properties = properties;
        results.push(result);
      }

      for (const gap of record.gaps ?? []) {
        const isCrash = gap.code === CHECK_CRASHED_GAP;
        crashed ||= isCrash;
        notifications.push(notification(record.check_id, ruleIndex.get(record.check_id)!, gap, isCrash ? 'error' : 'note', locate({})));
      }

      for (const facet of record.prediction?.facets ?? []) {
        const available = facet.state === 'available';
        const subject = facet.scope.subject !== undefined ? ` subject ${facet.scope.subject}` : '';
        const reasons = facet.reasons.length ? ` (${facet.reasons.join(', ')})` : '';
        notifications.push({
          locations: locate({}),
          message: { text: `prediction ${facet.scope.code}${subject}: ${available ? 'available' : `required unavailable${reasons}`}` },
          level: available ? 'note' : 'error',
          descriptor: { id: facet.state },
          associatedRule: { id: record.check_id, index: ruleIndex.get(record.check_id)! },
          properties: { scope: facet.scope, state: facet.state, reasons: facet.reasons },
        });
      }
    }
  }

  const rules = ruleIds.map((id) => rule(id, catalog.get(id)));
  const invocation: Json = { executionSuccessful: !crashed };
  if (notifications.length > 0) invocation.toolExecutionNotifications = notifications;
  return {
    $schema: SARIF_SCHEMA_URI,
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: {
            name: document.tool.name,
            version: document.tool.version,
            semanticVersion: document.tool.version,
            rules,
          },
        },
        invocations: [invocation],
        artifacts,
        results,
        properties: { output_schema: document.schema, summary: document.summary },
      },
    ],
  };
}

function rule(id: string, source: SarifRuleSource | undefined): Json {
  const descriptor: Json = { id };
  if (!source) return descriptor;
  descriptor.shortDescription = { text: source.description };
  descriptor.fullDescription = { text: source.description };
  // helpUri must be an absolute URI; a plugin's relative or malformed url is left out.
  if (source.url !== undefined && URL.canParse(source.url)) descriptor.helpUri = source.url;
  descriptor.defaultConfiguration = { level: source.defaultSeverity satisfies Level };
  if (source.plugin !== undefined) descriptor.properties = { plugin: source.plugin };
  return descriptor;
}

function notification(checkId: string, index: number, gap: GapRecord, level: Level, locations: Json[]): Json {
  const scope = gap.scope ? ` [${gap.scope.code}${gap.scope.subject !== undefined ? ` ${gap.scope.subject}` : ''}]` : '';
  const entry: Json = {
    locations,
    message: { text: `coverage gap ${gap.code}${scope}: ${gap.message}` },
    level,
    descriptor: { id: gap.code },
    associatedRule: { id: checkId, index },
  };
  if (gap.scope) entry.properties = { scope: gap.scope };
  return entry;
}

export function renderLintSarif(document: LintDocument, options: SarifOptions): string {
  return `${JSON.stringify(buildSarifLog(document, options), null, 2)}\n`;
}
