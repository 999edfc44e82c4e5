/**
 * The check model, shaped like an ESLint rule: `meta` declares what the check is, `create`
 * receives a context and returns the visitors the engine calls while it walks the document.
 */
import type { AnimDocument, Clip, Track } from '../model/anim-document.js';
import type { SourceDocument } from '../model/source-document.js';
import type { ClipMeasurements, Measurements } from '../measure/types.js';
import type { MetricGrids } from '../sample/metric-grids.js';
import type { ClipExpectations, ProjectContract, ResolvedRig } from './config.js';

export type Severity = 'note' | 'warning' | 'error';
export type ConfiguredSeverity = Severity | 'off';

/** A JSON Schema object (2020-12) describing a check's options. */
export type JsonSchema = Record<string, unknown>;

/** A gap or scope code with what it means; the coverage vocabulary documents are built from these. */
export interface CodeDeclaration {
  readonly code: string;
  readonly meaning: string;
}

/** A code a check declares it may emit: bare, or with its meaning. */
export type DeclaredCode = string | CodeDeclaration;

/** The code of a declaration, bare or not. */
export function declaredCode(declared: DeclaredCode): string {
  return typeof declared === 'string' ? declared : declared.code;
}

/**
 * Measurement thresholds a project tunes through check options, so that a measurement and the
 * check judging it agree. Unset values take the measurements' defaults.
 */
export interface MeasureOptions {
  /** Stride floor (metres) below which `loop_seam_ratio` is unavailable; default 0.02. */
  readonly minStrideStepM?: number;
  /** Project-wide closure caps behind `loop_endpoint_mode` for clips that declare none; 0.01 m, 1.0°. */
  readonly loopClosurePositionM?: number;
  readonly loopClosureRotationDeg?: number;
}

export interface CheckMeta {
  /** `mechanical` checks need no configuration; `contract` checks judge declared expectations. */
  readonly type: 'mechanical' | 'contract' | 'prediction';
  readonly docs: { readonly description: string; readonly url?: string };
  readonly defaultSeverity: Severity;
  /** Opt-in checks stay disabled until a severity other than `off` is configured. */
  readonly optIn?: boolean;
  /** Message templates keyed by message id; `{{name}}` is replaced from the report's data. */
  readonly messages: Readonly<Record<string, string>>;
  /** JSON Schema for the options under `[checks.<id>]` (without `severity`). */
  readonly schema?: JsonSchema;
  readonly defaultOptions?: Readonly<Record<string, unknown>>;
  /**
   * Scope codes this check may report as completed or name in gaps. The host refuses any other:
   * the check's record becomes `not_evaluated` with the gap `internal/check_crashed`.
   */
  readonly scopes?: readonly DeclaredCode[];
  /** Gap codes this check may emit, enforced like `scopes`. */
  readonly gaps?: readonly DeclaredCode[];
  /**
   * Measurement thresholds this check's options set: each names the (numeric) option whose
   * resolved value the measurements use. One threshold belongs to one check.
   */
  readonly measureOptions?: { readonly [K in keyof MeasureOptions]?: string };
  /**
   * Set on a check that judges 3D behaviour only: why it does not apply to a 2D rig (a source
   * whose `sourceSpace.planarUnit` is set, e.g. Spine). The host then records the check as
   * `not_applicable` with this reason, without running it.
   */
  readonly only3d?: string;
}

/** A group finding row: one configured member and its scalar measurements. */
export interface MemberRow {
  readonly member: string;
  readonly measurements: Readonly<Record<string, number | string>>;
}

export interface ReportDescriptor {
  readonly messageId: string;
  readonly data?: Readonly<Record<string, string | number>>;
  /** Overrides the check's default severity for this finding (config severity still wins). */
  readonly severity?: Severity;
  readonly clip?: string;
  readonly bone?: string;
  readonly node?: string;
  readonly time_s?: number;
  readonly measured?: number | string;
  readonly expected?: number | string;
  readonly members?: readonly MemberRow[];
}

export interface ScopeRef {
  readonly code: string;
  readonly subject?: string;
}

export interface GapDescriptor {
  readonly code: string;
  readonly message: string;
  readonly scope?: ScopeRef;
}

/** What a check may know about the run when it decides whether it applies. */
export interface ApplicabilityContext {
  readonly document: AnimDocument;
  readonly source: SourceDocument;
  readonly options: Readonly<Record<string, unknown>>;
  readonly rig: ResolvedRig;
  readonly clipExpectations: (clipName: string) => ClipExpectations;
  readonly contract: ProjectContract;
}

export interface CheckContext extends ApplicabilityContext {
  /** The full check id: bare for a built-in, `studio/max-bones` for a plugin's. */
  readonly id: string;
  readonly grids: MetricGrids;
  readonly measurements: Measurements;
  readonly clipMeasurements: (clipName: string) => ClipMeasurements | undefined;
  report(descriptor: ReportDescriptor): void;
  /** Marks a unit of work as done (used to derive complete/partial evaluation). */
  completed(scope: ScopeRef): void;
  gap(gap: GapDescriptor): void;
}

/** Visitors the engine calls, in document order. All are optional. */
export interface CheckVisitors {
  document?(): void;
  clip?(clip: Clip): void;
  track?(track: Track, clip: Clip): void;
  'document:exit'?(): void;
}

export interface CheckModule {
  readonly meta: CheckMeta;
  /** Cheap predicate, computed even when the check is disabled or unselected. Defaults to true. */
  applies?(context: ApplicabilityContext): boolean;
  create(context: CheckContext): CheckVisitors | void;
}

/** Identity helper that gives a check module its type (ESLint's `RuleModule` pattern). */
export function defineCheck<T extends CheckModule>(check: T): T {
  return check;
}
