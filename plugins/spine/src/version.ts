/** This package's version: plugin meta and the provenance note ingest writes into specs. */
export const PLUGIN_VERSION = '0.2.0';
