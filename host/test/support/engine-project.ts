/** Scratch engine projects, re-exported from `@animsmith/test-utils` for tests that import them from here. */
export * from '@animsmith/test-utils/engine-project';
