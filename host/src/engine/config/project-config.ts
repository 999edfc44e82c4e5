/**
 * The validated project configuration (`animsmith.toml`), exactly as written by the user: the
 * config-v1 document of the schemas package.
 */
export type { ConfigDocument as ProjectConfig } from '@animsmith/schemas';
