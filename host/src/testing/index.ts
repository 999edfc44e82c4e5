/** Test helpers for check authors (`@animsmith/cli/testing`). */
export { CheckTester, type ExpectedFinding, type InvalidCase, type TesterCase, type TesterSuite } from './check-tester.js';
export { syntheticSource } from '../model/synthetic-source.js';
export { axisAngle, buildDocument, type BoneSpec, type ClipSpec, type DocumentSpec, type TrackSpec } from './build-document.js';
export { assertValidPlugin } from './assert-plugin.js';
/** A `LoadRequest` as the host makes it (identity, resources service), for loader tests. */
export { createLoadRequest, type LoadRequestInput } from '../engine/load-request.js';
export { runPredictionRule, type PredictionRuleCase, type PredictionRuleRun } from '../engine/prediction/rule-tester.js';
/** The dependency-closure record a generator request's `dependencyClosure()` returns for `source`. */
export { dependencyClosureRecord } from '../engine/prediction/provenance.js';
