/** Schema identities. A schema file's `$id` is exactly one of these URNs. */

export const OUTPUT_SCHEMA_ID = 'urn:animsmith:schema:output:19';
export const OUTPUT_SCHEMA_VERSION = 19;

export const MEASUREMENTS_SCHEMA_ID = 'urn:animsmith:schema:measurements:18';
export const MEASUREMENTS_SCHEMA_VERSION = 18;

export const CONFIG_SCHEMA_ID = 'urn:animsmith:schema:config:1';
export const CONFIG_SCHEMA_VERSION = 1;

/** The report reader refuses serialized inputs above this size before decoding them. */
export const DEFAULT_MAX_OUTPUT_BYTES = 256 * 1024 * 1024;

export const POSE_SCHEMA_ID = 'urn:animsmith:schema:pose:1';
export const POSE_SCHEMA_VERSION = 1;

export const IMPORT_ADVICE_V1_SCHEMA_ID = 'urn:animsmith:schema:engine-import-advice:1';
export const IMPORT_ADVICE_V2_SCHEMA_ID = 'urn:animsmith:schema:engine-import-advice:2';

/** rigc spec documents (plugins/spine) and the ingest findings document. */
export const RIGC_RIG_SCHEMA_ID = 'urn:animsmith:schema:rigc-rig:1';
export const RIGC_MOTION_SCHEMA_ID = 'urn:animsmith:schema:rigc-motion:1';
export const RIGC_INGEST_FINDINGS_SCHEMA_ID = 'urn:animsmith:schema:rigc-ingest-findings:2';
export const RIGC_INGEST_FINDINGS_SCHEMA_VERSION = 2;
/** The historical findings identity (`{severity, code, where, message}` rows); readers refuse it. */
export const RIGC_INGEST_FINDINGS_V1_SCHEMA_ID = 'urn:animsmith:schema:rigc-ingest-findings:1';

export const GLTF_ANIMATION_ADDRESSABILITY_V1_SCHEMA_ID = 'urn:animsmith:schema:gltf-animation-addressability:1';
export const GLTF_ADDRESSABILITY_V2_SCHEMA_ID = 'urn:animsmith:schema:gltf-addressability:2';

/** `animsmith inspect --format json`. */
export const INSPECT_SCHEMA_ID = 'urn:animsmith:schema:inspect:1';
export const INSPECT_SCHEMA_VERSION = 1;

/** `animsmith profiles list --format json`. */
export const PROFILES_LIST_SCHEMA_ID = 'urn:animsmith:schema:profiles-list:1';

/** `animsmith checks list --json` and `animsmith checks describe ID --json`. */
export const CHECKS_LIST_SCHEMA_ID = 'urn:animsmith:schema:checks-list:1';
export const CHECKS_DESCRIBE_SCHEMA_ID = 'urn:animsmith:schema:checks-describe:1';

/** `animsmith skeleton compare --format json`. */
export const SKELETON_COMPATIBILITY_SCHEMA_ID = 'urn:animsmith:schema:skeleton-compatibility:1';
export const SKELETON_COMPATIBILITY_SCHEMA_VERSION = 1;
