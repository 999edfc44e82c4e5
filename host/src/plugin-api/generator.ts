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
 * 4. calls `generate(request)`, renders the result (`--format json` is the canonical
 *    `JSON.stringify(document, null, 2)` + newline; `text`/`markdown` call `result.render`) and
 *    writes it through `output/write-output.ts` (`-o FILE` atomically, else stdout);
 * 5. exits with `result.exitCode`.
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
 * - The document's schema (`$id` = `document.schema`) must be added to `@animsmith/schemas`, and
 *   its tests must validate real outputs with ajv strict and read them back through a strict reader.
 * - `render` escapes every file-derived string (`escapeTerminal` / `escapeMarkdown` from
 *   `host/src/text/escape.ts`) and adds no conclusion the JSON does not state.
 * - Use `request.prediction()` for provenance and evaluated prediction checks rather than
 *   re-deriving them: the embedded records must be the same-load ones `lint` would report.
 */
import type { ProjectConfig } from '../engine/config/project-config.js';
import type { AnimDocument } from '../model/anim-document.js';
import type { SourceDocument } from '../model/source-document.js';
import type { EngineProfileIdentity } from './profile.js';

/** A JSON document a generator emits: an object whose `schema` is its immutable `$id`. */
export interface GeneratedDocument {
  readonly schema: string;
  readonly [key: string]: unknown;
}

/** The views besides canonical JSON. */
export type GeneratorViewFormat = 'text' | 'markdown';

/**
 * Same-load prediction evidence, as the engine core computes it for `lint`: the
 * prediction-provenance record and every evaluated prediction-bearing check record (output-v19
 * `check_record` shape, with its `prediction`). Both are opaque JSON here; embed them unchanged.
 */
export interface GeneratorPredictionEvidence {
  readonly provenance: Readonly<Record<string, unknown>>;
  readonly checks: readonly Readonly<Record<string, unknown>>[];
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
  /**
   * Kind-specific command options, by flag name (e.g. `pointer-width` for addressability);
   * absent flags are absent keys. Validate them yourself and throw `OperatorError` when wrong.
   */
  readonly options: Readonly<Record<string, string>>;
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

export interface GeneratorDefinition<D extends GeneratedDocument = GeneratedDocument> {
  /** Command kind: `addressability` ⇒ `animsmith generate addressability`. Kebab-case. */
  readonly kind: string;
  /** One line for help and errors. */
  readonly description: string;
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
