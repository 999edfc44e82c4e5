/** Where things are: the repository, the built CLI and the committed fixtures. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FIXTURES } from '../../fixtures/root.mjs';

export const REPO = fileURLToPath(new URL('../../', import.meta.url));
/** The host package (`@animsmith/cli`), whose package.json is the oclif root. */
export const HOST = path.join(REPO, 'host');
export const BIN = path.join(HOST, 'bin/run.cjs');
/** The committed fixtures (`fixtures/`), laid out as gltf/, fbx/ and spine/. */
export const CORPUS = FIXTURES.replace(/\/$/, '');
/** A Node preload that reports a run's peak RSS (see peak-rss.mjs). */
export const PEAK_RSS_PRELOAD = new URL('./peak-rss.mjs', import.meta.url).href;
/** A script that runs its arguments as a fresh Node process (see relaunch.mjs). */
export const RELAUNCH = fileURLToPath(new URL('./relaunch.mjs', import.meta.url));
