/** This package's version (plugin meta). */
export const PLUGIN_VERSION = '0.1.0';
