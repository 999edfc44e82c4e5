/**
 * The built-in check catalog (`@animsmith/checks`): mechanical checks that judge the raw tracks of
 * every clip, then contract checks that judge the project's declarations. Registration order is
 * the order of check records.
 */
import { definePlugin, PLUGIN_API_VERSION } from '@animsmith/cli/plugin';
import nan from './nan.js';
import timeMonotonic from './time-monotonic.js';
import quatNorm from './quat-norm.js';
import quatFlip from './quat-flip.js';
import durationSanity from './duration-sanity.js';
import clipRange from './clip-range.js';
import scaleKeys from './scale-keys.js';
import nonUniformScale from './non-uniform-scale.js';
import constantNonunitScale from './constant-nonunit-scale.js';
import constantTrack from './constant-track.js';
import requiredBones from './required-bones.js';
import restWorldScale from './rest-world-scale.js';
import missingBones from './missing-bones.js';
import frozenBone from './frozen-bone.js';
import duplicateLoopEndpoint from './duplicate-loop-endpoint.js';
import loopClosure from './loop-closure.js';
import loopSeam from './loop-seam.js';
import loopSeamVel from './loop-seam-vel.js';
import loopSeamRot from './loop-seam-rot.js';
import rootMotionSpeed from './root-motion-speed.js';
import gaitGroup from './gait-group.js';
import syncGroup from './sync-group.js';
import timeComplement from './time-complement.js';
import inPlace from './in-place.js';
import fps from './fps.js';
import bindPose from './bind-pose.js';
import footSlide from './foot-slide.js';

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
    'clip-range': clipRange,
    'scale-keys': scaleKeys,
    'non-uniform-scale': nonUniformScale,
    'constant-nonunit-scale': constantNonunitScale,
    'constant-track': constantTrack,
    'required-bones': requiredBones,
    'rest-world-scale': restWorldScale,
    'missing-bones': missingBones,
    'frozen-bone': frozenBone,
    'duplicate-loop-endpoint': duplicateLoopEndpoint,
    'loop-closure': loopClosure,
    'loop-seam': loopSeam,
    'loop-seam-vel': loopSeamVel,
    'loop-seam-rot': loopSeamRot,
    'root-motion-speed': rootMotionSpeed,
    'gait-group': gaitGroup,
    'sync-group': syncGroup,
    'time-complement': timeComplement,
    'in-place': inPlace,
    'fps': fps,
    'bind-pose': bindPose,
    'foot-slide': footSlide,
  },
});
