/**
 * Structural checks every plugin package runs in its own tests: the declared API version, a valid
 * namespace, distinct and complete engine-profile tuples, and kebab-case check ids.
 */
import assert from 'node:assert/strict';
import { PLUGIN_API_VERSION, type PluginDefinition } from '../plugin-api/plugin.js';

const NAMESPACE = /^[a-z][a-z0-9-]*$/;
const LOCAL_ID = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

export function assertValidPlugin(plugin: PluginDefinition, expected: { name: string; namespace: string }): void {
  const { meta } = plugin;
  assert.equal(meta.apiVersion, PLUGIN_API_VERSION, 'meta.apiVersion');
  assert.equal(meta.name, expected.name, 'meta.name');
  assert.equal(meta.namespace, expected.namespace, 'meta.namespace');
  assert.match(meta.namespace, NAMESPACE, 'meta.namespace must be lower-case letters, digits and dashes');
  assert.match(meta.version, /^\d+\.\d+\.\d+/, 'meta.version must be a semantic version');
  for (const id of Object.keys(plugin.checks ?? {})) assert.match(id, LOCAL_ID, `check id '${id}' must be kebab-case`);
  const profiles = plugin.profiles ?? [];
  const keys = profiles.map((p) => [p.profile, p.profile_revision, p.engine_version, p.importer].join('|'));
  assert.equal(new Set(keys).size, keys.length, 'profile tuples must be distinct');
  for (const p of profiles) {
    assert.match(p.profile, NAMESPACE, 'profile id');
    assert.ok(Number.isInteger(p.profile_revision) && p.profile_revision >= 1, 'profile_revision must be an integer ≥ 1');
    assert.notEqual(p.engine_version, '', 'engine_version');
    assert.notEqual(p.importer, '', 'importer');
  }
}
