/**
 * The built-in mechanical check catalog (`@animsmith/checks`): checks that need no configuration
 * and judge the raw tracks of every clip. Registration order is the order of check records.
 */
import { definePlugin, PLUGIN_API_VERSION } from '@animsmith/cli/plugin';
import nan from './nan.js';
import timeMonotonic from './time-monotonic.js';
import quatNorm from './quat-norm.js';
import quatFlip from './quat-flip.js';
import durationSanity from './duration-sanity.js';
import scaleKeys from './scale-keys.js';
import nonUniformScale from './non-uniform-scale.js';
import constantNonunitScale from './constant-nonunit-scale.js';
import constantTrack from './constant-track.js';

export default definePlugin({
  meta: {
    name: '@animsmith/checks',
    // Kept equal to checks/package.json by checks/test/catalog.test.ts.
    version: '0.1.0',
    // Empty namespace: bare built-in ids. The host honours it only for its own built-in list.
    namespace: '',
    apiVersion: PLUGIN_API_VERSION,
  },
  checks: {
    nan,
    'time-monotonic': timeMonotonic,
    'quat-norm': quatNorm,
    'quat-flip': quatFlip,
    'duration-sanity': durationSanity,
    'scale-keys': scaleKeys,
    'non-uniform-scale': nonUniformScale,
    'constant-nonunit-scale': constantNonunitScale,
    'constant-track': constantTrack,
  },
});
