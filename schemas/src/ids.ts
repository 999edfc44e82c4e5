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
