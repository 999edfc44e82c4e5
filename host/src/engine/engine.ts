/**
 * The engine: owns the hooks, installs plugins (built-in and project), and exposes the registered
 * checks, loaders, profiles and formats. Built-in plugins go through exactly the same path as a
 * studio's plugin; the only privilege they have is an empty namespace.
 */
import type { AnimsmithHooks, CheckRegistrar, ContractDeclaration, ContractRegistrar } from '../plugin-api/hooks.js';
import { STAGE_BUILTIN, STAGE_PROJECT } from '../plugin-api/hooks.js';
import type { GeneratorDefinition } from '../plugin-api/generator.js';
import type { LoadedAsset, LoaderDefinition, LoadRequest } from '../plugin-api/loader.js';
import type { EmittedDocument } from '../plugin-api/output-document.js';
import type { PluginDefinition } from '../plugin-api/plugin.js';
import { isProfileDefinition, type EngineProfileDefinition, type PredictionRule } from '../plugin-api/prediction.js';
import type { EngineProfileIdentity } from '../plugin-api/profile.js';
import { formatProfileIdentity } from '../plugin-api/profile.js';
import type { Incident } from './check-record.js';
import { OperatorError, oneLine } from './errors.js';
import { createHooks, pluginHooks, TapCrash } from './hooks.js';
import { PREDICTION_RULE_ID, ruleCheckModule } from './prediction/rule-check.js';
import { profileProblems } from './prediction/validate-profile.js';
import type { RegisteredCheck } from './registered-check.js';

const LOCAL_CHECK_ID = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

export interface InstalledPlugin {
  readonly name: string;
  readonly version: string;
  readonly namespace: string;
  readonly builtin: boolean;
}

/** A generator (`animsmith generate <kind>`) and the installed plugin that declared it. */
export interface RegisteredGenerator {
  /** Package name of the contributing plugin. */
  readonly plugin: string;
  readonly builtin: boolean;
  readonly generator: GeneratorDefinition;
}

export interface RegisteredProfile extends EngineProfileIdentity {
  readonly plugin: string;
  /** The complete revision (facts, settings, rules); absent when the plugin declared only the tuple. */
  readonly definition?: EngineProfileDefinition;
}

/** A contract and the installed plugin that registered it. */
export interface RegisteredContract extends ContractDeclaration {
  readonly plugin: string;
}

/** A prediction rule id and the first plugin that contributed it (its catalog face). */
interface PredictionRuleEntry {
  readonly plugin: string;
  readonly rule: PredictionRule;
}

export class Engine {
  readonly hooks: AnimsmithHooks = createHooks();
  readonly incidents: Incident[] = [];
  readonly plugins: InstalledPlugin[] = [];
  readonly profiles: RegisteredProfile[] = [];
  /** Every installed plugin's generators, in install order (built-ins first, then `[plugins]`). */
  readonly generators: RegisteredGenerator[] = [];
  private readonly extensions = new Set<string>();
  /** Per extension, the first declared loader that poses its files in their source space. */
  private readonly sourcePosers = new Map<string, LoaderDefinition>();
  private checkList: RegisteredCheck[] | undefined;
  private registering: InstalledPlugin | undefined;
  private readonly formatNames = new Set<string>();
  private readonly predictionRules = new Map<string, PredictionRuleEntry>();
  private contractTable: Map<string, RegisteredContract> | undefined;
  private contractOwner: string | undefined;

  constructor() {
    // tapable calls this before each tap runs: it tells the registrar which plugin is speaking.
    this.hooks.checks.intercept({
      tap: (tap) => {
        this.registering = this.plugins.find((p) => p.name === tap.name);
      },
    });
    this.hooks.contracts.intercept({
      tap: (tap) => {
        this.contractOwner = tap.name;
      },
    });
    this.hooks.formats.intercept({
      factory: (key, hook) => {
        this.formatNames.add(String(key));
        return hook;
      },
    });
  }

  /** Installs a plugin. `builtin` plugins (shipped with the host) register unprefixed check ids. */
  install(plugin: PluginDefinition, builtin: boolean): void {
    const { meta } = plugin;
    const namespace = builtin ? '' : meta.namespace;
    const installed = this.plugins.find((p) => p.name === meta.name);
    // A project may pin a built-in package (it is versioned on its own): the same version is the
    // plugin already installed; another version cannot replace it within one run.
    if (installed?.builtin && !builtin) {
      if (installed.version === meta.version) return;
      throw new OperatorError(`plugin '${meta.name}' is pinned at ${meta.version}, but this animsmith ships it built in at ${installed.version}`);
    }
    if (installed) throw new OperatorError(`plugin '${meta.name}' is installed twice`);
    if (!builtin && this.plugins.some((p) => p.namespace === namespace)) {
      throw new OperatorError(`two plugins claim the namespace '${namespace}'`);
    }
    this.plugins.push({ name: meta.name, version: meta.version, namespace, builtin });
    const stage = builtin ? STAGE_BUILTIN : STAGE_PROJECT;
    const hooks = pluginHooks(this.hooks, meta.name, stage, (name, error) =>
      this.incidents.push({ plugin: name, message: `plugin '${name}' failed: ${oneLine(error)}` }),
    );
    const checks = plugin.checks ?? {};
    if (Object.keys(checks).length > 0) {
      hooks.checks.tap((registrar) => {
        for (const [localId, check] of Object.entries(checks)) registrar.add(localId, check);
      });
    }
    for (const loader of plugin.loaders ?? []) {
      for (const ext of loader.extensions) {
        this.extensions.add(ext.toLowerCase());
        if (loader.sourcePose !== undefined && !this.sourcePosers.has(ext.toLowerCase())) this.sourcePosers.set(ext.toLowerCase(), loader);
      }
      hooks.loaders.tap((request) => (loader.extensions.includes(request.extension) ? loader.load(request) : undefined));
    }
    const contracts = plugin.contracts ?? [];
    if (contracts.length > 0) {
      hooks.contracts.tap((registrar) => {
        for (const contract of contracts) registrar.add(contract);
      });
    }
    for (const profile of plugin.profiles ?? []) {
      const definition = this.addProfile(profile, meta.name);
      const rules = Object.entries(definition?.rules ?? {});
      if (rules.length === 0) continue;
      // The declared rules go through the predictions hook like any plugin's own tap. The tap
      // answers for this very definition (the one a selection resolves to), not for an equal
      // tuple another plugin may also declare.
      hooks.predictions.for(profile.profile).tap((request) => {
        if (request.profile !== definition) return;
        for (const [id, rule] of rules) request.rule(id, rule);
      });
    }
    for (const generator of plugin.generators ?? []) this.generators.push({ plugin: meta.name, builtin, generator });
    if (plugin.apply) {
      try {
        plugin.apply(hooks);
      } catch (error) {
        this.incidents.push({ plugin: meta.name, message: `plugin '${meta.name}' failed to apply: ${oneLine(error)}` });
      }
    }
  }

  /** Registers a declared profile; answers its complete definition, if it is one. */
  private addProfile(profile: EngineProfileIdentity | EngineProfileDefinition, plugin: string): EngineProfileDefinition | undefined {
    if (!isProfileDefinition(profile)) {
      this.profiles.push({ profile: profile.profile, profile_revision: profile.profile_revision, engine_version: profile.engine_version, importer: profile.importer, plugin });
      return undefined;
    }
    const problems = profileProblems(profile);
    if (problems.length > 0) throw new OperatorError(`plugin '${plugin}' declares a malformed profile: ${problems[0]}`);
    for (const [id, rule] of Object.entries(profile.rules ?? {})) {
      if (!PREDICTION_RULE_ID.test(id)) {
        throw new OperatorError(`plugin '${plugin}' profile ${formatProfileIdentity(profile)} declares rule '${id}' (rule ids are kebab-case and start with engine-)`);
      }
      if (!this.predictionRules.has(id)) this.predictionRules.set(id, { plugin, rule });
    }
    this.profiles.push({ profile: profile.profile, profile_revision: profile.profile_revision, engine_version: profile.engine_version, importer: profile.importer, plugin, definition: profile });
    return profile;
  }

  /** Every registered check in registration order (built-ins first, prediction rules last). */
  checks(): readonly RegisteredCheck[] {
    if (this.checkList) return this.checkList;
    const list: RegisteredCheck[] = [];
    const registrar: CheckRegistrar = {
      add: (localId, module) => {
        const owner = this.registering;
        if (!owner) throw new Error('checks can only be registered from a checks tap');
        if (!LOCAL_CHECK_ID.test(localId)) {
          throw new OperatorError(`plugin '${owner.name}' registers an invalid check id '${localId}' (use kebab-case)`);
        }
        const id = owner.namespace === '' ? localId : `${owner.namespace}/${localId}`;
        if (list.some((c) => c.id === id)) throw new OperatorError(`check '${id}' is registered twice`);
        list.push({ id, plugin: owner.name, namespace: owner.namespace, module });
      },
    };
    this.hooks.checks.call(registrar);
    this.registering = undefined;
    for (const [id, entry] of this.predictionRules) {
      if (list.some((c) => c.id === id)) throw new OperatorError(`check '${id}' is registered twice`);
      list.push({ id, plugin: entry.plugin, namespace: '', module: ruleCheckModule(entry.rule), prediction: true });
    }
    this.checkList = list;
    return list;
  }

  /**
   * The contract registry, by identity: every `contracts` tap runs once, on first use. A schema
   * whose `$id` is not the contract's id, or an id registered twice, is refused.
   */
  contracts(): ReadonlyMap<string, RegisteredContract> {
    if (this.contractTable) return this.contractTable;
    const table = new Map<string, RegisteredContract>();
    const registrar: ContractRegistrar = {
      add: (contract) => {
        const plugin = this.contractOwner ?? '(unknown)';
        if (contract.schema.$id !== contract.id) {
          throw new OperatorError(`plugin '${plugin}' registers contract '${contract.id}' with a schema whose $id is ${JSON.stringify(contract.schema.$id ?? null)}`);
        }
        const earlier = table.get(contract.id);
        if (earlier) throw new OperatorError(`contract '${contract.id}' is registered twice (by ${earlier.plugin} and ${plugin})`);
        table.set(contract.id, { ...contract, plugin });
      },
    };
    this.hooks.contracts.call(registrar);
    this.contractOwner = undefined;
    this.contractTable = table;
    return table;
  }

  /** Refuses an extension no loader claims (load-input calls this before reading the file). */
  /** Whether some loader claims this extension (lower case, with the dot). */
  supports(extension: string): boolean {
    return this.extensions.has(extension);
  }

  assertSupported(displayPath: string, extension: string): void {
    if (!this.extensions.has(extension)) {
      const known = [...this.extensions].sort().join(', ');
      throw new OperatorError(`${displayPath}: unsupported input (expected ${known})`);
    }
  }

  /** The loader that poses files of this extension in their own source space, if one does. */
  sourcePoser(extension: string): LoaderDefinition | undefined {
    return this.sourcePosers.get(extension);
  }

  /** Asks the loaders, in stage order, to claim the request. */
  async load(request: LoadRequest): Promise<LoadedAsset> {
    this.assertSupported(request.displayPath, request.extension);
    let loaded: LoadedAsset | undefined;
    try {
      loaded = await this.hooks.loaders.promise(request);
    } catch (error) {
      // A loader that crashed on this file is the reason, not a missing loader.
      if (error instanceof TapCrash) throw new OperatorError(`${request.displayPath}: the loader crashed: ${error.message}`);
      throw error;
    }
    if (!loaded) throw new OperatorError(`${request.displayPath}: no loader could read this file`);
    return loaded;
  }

  /**
   * Renders a document through the format hook; undefined when no plugin provides the format. A
   * renderer that throws is an operator-visible failure naming the crash (never "no renderer").
   */
  render(format: string, output: EmittedDocument, options: { readonly groupBy?: 'check' } = {}): string | undefined {
    const hook = this.hooks.formats.get(format);
    const catalog = this.checks().map((c) => ({
      id: c.id,
      description: c.module.meta.docs.description,
      defaultSeverity: c.module.meta.defaultSeverity,
      ...(c.module.meta.docs.url !== undefined ? { url: c.module.meta.docs.url } : {}),
      plugin: c.plugin,
    }));
    try {
      return hook?.call({ format, output, catalog, reasons: this.reasonTexts(), ...options });
    } catch (error) {
      if (error instanceof TapCrash) throw new OperatorError(`--format ${format}: the renderer crashed: ${error.message}`);
      throw error;
    }
  }

  /** Every installed prediction rule's reason lines (the first plugin to explain a code wins). */
  private reasonTexts(): Readonly<Record<string, string>> {
    const texts: Record<string, string> = {};
    const rules = [...this.predictionRules.values()].map((e) => e.rule);
    for (const profile of this.profiles) rules.push(...Object.values(profile.definition?.rules ?? {}));
    for (const rule of rules) for (const [code, text] of Object.entries(rule.meta.reasons ?? {})) texts[code] ??= text;
    return texts;
  }

  formats(): string[] {
    return [...this.formatNames].filter((name) => (this.hooks.formats.get(name)?.taps.length ?? 0) > 0).sort();
  }
}
