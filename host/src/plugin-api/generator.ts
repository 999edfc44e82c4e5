/**
 * Generators: plugins that turn one loaded file into one separate, schema-described JSON document
 * (`animsmith generate <kind> INPUT`), e.g. glTF addressability or engine import advice.
 *
 * ## Contributing a generator
 *
 * A plugin lists its generators in `definePlugin({ …, generators: [myGenerator] })` (the field is
 * declared below by interface merging, so `PluginDefinition` accepts it). The host's built-in
 * generators use the same shape. `defineGenerator` only fixes the type.
 *
 * ## Which generator runs
 *
 * `animsmith generate <kind> INPUT` (see `host/src/generate/run-generator.ts`):
 * 1. opens the session and loads INPUT exactly as `lint` does (same loaders, caps, errors);
 * 2. collects every registered generator of that `kind`;
 * 3. picks the one of the **selected profile's plugin** when it `supports(profile)`, else the
 *    first built-in one that `supports(profile)` (profile is `null` when the project pins no
 *    `[engine]`); with none the command exits 2 with one line naming the kind and the profile;
 * 4. refuses (exit 2) a kind-specific flag the generator does not declare, or declares for
 *    other profiles (`GeneratorFlagDefinition.appliesTo`), with the declared one-line refusal;
 * 5. calls `generate(request)`, checks the document with the strict reader of the contract its
 *    `schema` names (registered through `hooks.contracts`; an unregistered or failing document is
 *    an internal error, exit 2, nothing written), renders the result (`--format json` is the canonical
 *    `JSON.stringify(document, null, 2)` + newline; `text`/`markdown` call `result.render`) and
 *    writes it through `output/write-output.ts` (`-o FILE` atomically, else stdout);
 * 6. exits with `result.exitCode`.
 *
 * ## Exit-code contract
 * - `0`: the document states everything it exists to state (`available`).
 * - `1`: the document is complete and schema-valid but carries a typed refusal or a
 *   `required_prediction_unavailable` / `required_unavailable` state. It is still written.
 * - `2`: operator errors (bad tuple, missing setting, unsupported input format for this kind):
 *   throw `OperatorError` (exported by `@animsmith/cli/plugin`) with one line; nothing is
 *   written. Any other exception is reported as an internal error, also exit 2, also nothing
 *   written.
 *
 * ## Rules for `generate`
 * - Deterministic: same input and config ⇒ byte-identical document. No timestamps, no host
 *   paths, no map-order accidents (build objects in wire order; sort where the contract sorts).
 * - The document's schema (`$id` = `document.schema`) must be registered as a contract (the
 *   built-in ones by `@animsmith/schemas`, a plugin's own by the plugin), and its tests must
 *   validate real outputs with ajv strict and read them back through its strict reader.
 * - `render` escapes every file-derived string (`escapeTerminal` / `escapeMarkdown`, exported by
 *   `@animsmith/cli/plugin`) and adds no conclusion the JSON does not state.
 * - Use `request.prediction()` for provenance and evaluated prediction checks rather than
 *   re-deriving them: the embedded records must be the same-load ones `lint` would report.
 */
import type { ToolIdentity } from '@animsmith/schemas';
import type { ProjectConfig } from '../engine/config/project-config.js';
import type { ClipMeasurements } from '../measure/types.js';
import type { AnimDocument } from '../model/anim-document.js';
import type { SourceDocument } from '../model/source-document.js';
import type { ClipExpectations } from './config.js';
import type { DependencyClosureRecord, PredictionProvenance } from './prediction.js';
import type { CheckRecord } from './output-document.js';
import type { EngineProfileIdentity } from './profile.js';

/** A JSON document a generator emits: an object whose `schema` is its immutable `$id`. */
export interface GeneratedDocument {
  readonly schema: string;
}

/** The views besides canonical JSON. */
export type GeneratorViewFormat = 'text' | 'markdown';

/**
 * Same-load prediction evidence, as the engine core computes it for `lint`: the
 * prediction-provenance record and every evaluated prediction-bearing check record (output-v19
 * `check_record`, with its `prediction`). Embed them unchanged.
 */
export interface GeneratorPredictionEvidence {
  readonly provenance: PredictionProvenance;
  readonly checks: readonly CheckRecord[];
}

/** Clip intent and measurements of the same load, with the project's own clip intent and check-set caps. */
export interface GeneratorClipEvidence {
  readonly clipExpectations: (clipName: string) => ClipExpectations;
  readonly clipMeasurements: (clipName: string) => ClipMeasurements | undefined;
}

export interface GeneratorRequest {
  /** The input path exactly as the operator typed it (display only; never put it in a document). */
  readonly displayPath: string;
  /** Raw source facts of the loaded file (source indices are identity). */
  readonly source: SourceDocument;
  /** The normalised model of the same load. */
  readonly document: AnimDocument;
  /** The exact `[engine]` tuple the project pins, or null when it pins none. */
  readonly profile: EngineProfileIdentity | null;
  /** The validated project configuration (`[engine.settings]` included). */
  readonly config: ProjectConfig;
  /** The host's tool identity, as every document it writes states it. */
  readonly tool: ToolIdentity;
  /**
   * Kind-specific command options, by flag name: only flags this generator declares, and only
   * under a profile where they apply (the host refuses the others), plus the declared defaults of
   * applicable flags left out. Other absent flags are absent keys.
   */
  readonly options: Readonly<Record<string, string>>;
  /** The same load's dependency closure, exactly as prediction provenance records it. */
  dependencyClosure(): DependencyClosureRecord;
  /** Clip intent and measurements of this load (computed on first call and cached). */
  clipEvidence(): GeneratorClipEvidence;
  /**
   * Provenance + evaluated prediction checks for this load and the selected profile. Resolves to
   * null without a profile. Computed on first call and cached; call it only when you need it.
   */
  prediction(): Promise<GeneratorPredictionEvidence | null>;
}

export interface GeneratorResult<D extends GeneratedDocument = GeneratedDocument> {
  readonly document: D;
  /** 0 available; 1 typed refusal or required-unavailable state (the document is still written). */
  readonly exitCode: 0 | 1;
  /** The escaped text or Markdown view of `document`. */
  render(format: GeneratorViewFormat): string;
  /** One-line notes for stderr (`animsmith: <note>`), e.g. why an adapter is null; never in the document. */
  readonly notes?: readonly string[];
}

/** Where a generator flag applies: one profile id, at some or all of its revisions. */
export interface GeneratorFlagScope {
  readonly profile: string;
  /** Absent: every revision. */
  readonly revisions?: readonly number[];
}

/**
 * A kind-specific flag of `generate <kind>`, as data: the host builds the command's flag and its
 * help from it, and refuses the flag (exit 2, one line) where it does not apply.
 */
export interface GeneratorFlagDefinition {
  /** Long name without dashes (`pointer-width`). */
  readonly name: string;
  /** `option`: one of `options`; `string`: any text (validate it in `generate`). */
  readonly kind: 'option' | 'string';
  readonly options?: readonly string[];
  readonly default?: string;
  /** One line for `--help`. */
  readonly description: string;
  /** Profiles under which the flag applies; absent: every profile this generator supports. */
  readonly appliesTo?: readonly GeneratorFlagScope[];
  /**
   * The one-line refusal when the flag is given where it does not apply; `{profile}` and
   * `{revision}` stand for the selected tuple's values.
   */
  readonly refusal?: string;
}

/** The help of `generate <kind>`: the first generator of the kind that declares it supplies it. */
export interface GeneratorCommandHelp {
  readonly summary: string;
  readonly description: string;
  /** Usage lines; `<%= config.bin %>` is the executable name, as in oclif. */
  readonly examples: readonly string[];
  /** What the positional INPUT is (`glTF/GLB file`). */
  readonly input: string;
}

export interface GeneratorDefinition<D extends GeneratedDocument = GeneratedDocument> {
  /** Command kind: `addressability` ⇒ `animsmith generate addressability`. Kebab-case. */
  readonly kind: string;
  /** One line for help and errors. */
  readonly description: string;
  /** The command's help (summary, description, examples), when this generator speaks for its kind. */
  readonly help?: GeneratorCommandHelp;
  /** The kind-specific flags this generator reads. */
  readonly flags?: readonly GeneratorFlagDefinition[];
  /**
   * The one-line refusal when a flag of the kind that this generator does not declare is given;
   * `{flag}` stands for its name. Default: `--{flag} does not apply to <description>`.
   */
  readonly undeclaredFlagRefusal?: string;
  /** Whether this generator produces a document for the selected profile (null: none pinned). */
  supports(profile: EngineProfileIdentity | null): boolean;
  generate(request: GeneratorRequest): Promise<GeneratorResult<D>> | GeneratorResult<D>;
}

export function defineGenerator<D extends GeneratedDocument>(generator: GeneratorDefinition<D>): GeneratorDefinition<D> {
  return generator;
}

declare module './plugin.js' {
  interface PluginDefinition {
    /** Generators this plugin contributes (`animsmith generate <kind>`). */
    readonly generators?: readonly GeneratorDefinition[];
  }
}
