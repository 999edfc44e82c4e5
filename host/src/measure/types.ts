/**
 * measurements-v18 (urn:animsmith:schema:measurements:18), as the producer names its parts.
 *
 * The shapes are generated from the schema (`@animsmith/schemas`, `generated/wire-types.ts`);
 * field names are the wire names. Optional clip facts carry a sibling `<field>_availability`;
 * the value is present exactly when the status is `measured`.
 */
import type {
  MeasurementsV18,
  MeasurementsV18Aabb,
  MeasurementsV18AdditionalInfluenceSet,
  MeasurementsV18BoneChannels,
  MeasurementsV18Clip,
  MeasurementsV18FrameGrid,
  MeasurementsV18Gait,
  MeasurementsV18Image,
  MeasurementsV18InverseBindAccessor,
  MeasurementsV18JointBindLinearSummary,
  MeasurementsV18JointBindToMesh,
  MeasurementsV18LocalRest,
  MeasurementsV18LoopContinuity,
  MeasurementsV18LoopContinuityBone,
  MeasurementsV18MaterialBinding,
  MeasurementsV18MaterialDefinition,
  MeasurementsV18MeshBindWorld,
  MeasurementsV18MeshDefinition,
  MeasurementsV18MeshPrimitive,
  MeasurementsV18NodeInstance,
  MeasurementsV18RestWorldLinear,
  MeasurementsV18RootTrajectory,
  MeasurementsV18Scene,
  MeasurementsV18SkeletonNode,
  MeasurementsV18Skin,
  MeasurementsV18SkinJoint,
  MeasurementsV18Texture,
} from '@animsmith/schemas/wire-types';

export const MEASUREMENTS_SCHEMA = 'urn:animsmith:schema:measurements:18';
export const MEASUREMENTS_VERSION = 18;

export type BoneChannels = MeasurementsV18BoneChannels;
export type BoneProperty = BoneChannels['properties'][number];
export type LoopContinuityBone = MeasurementsV18LoopContinuityBone;
export type LoopContinuity = MeasurementsV18LoopContinuity;
export type FrameGrid = MeasurementsV18FrameGrid;
export type GaitFacts = MeasurementsV18Gait;
export type RootTrajectory = MeasurementsV18RootTrajectory;
export type ClipMeasurements = MeasurementsV18Clip;
export type Availability = ClipMeasurements['speed_mps_availability'];
export type LoopEndpointMode = NonNullable<ClipMeasurements['loop_endpoint_mode']>;

export type LocalRestRecord = MeasurementsV18LocalRest;
export type RestWorldLinear = MeasurementsV18RestWorldLinear;
export type LinearClassification = RestWorldLinear['classification'];
export type SkeletonNodeRecord = MeasurementsV18SkeletonNode;
export type Aabb = MeasurementsV18Aabb;
export type SceneRecord = MeasurementsV18Scene;

export type MeshPrimitiveRecord = MeasurementsV18MeshPrimitive;
export type PayloadUnavailableReason = NonNullable<MeshPrimitiveRecord['position_unavailable_reason']>;
export type AdditionalInfluenceSet = MeasurementsV18AdditionalInfluenceSet;
export type MeshDefinitionRecord = MeasurementsV18MeshDefinition;
export type NodeInstanceRecord = MeasurementsV18NodeInstance;
export type StaticAabbUnavailableReason = NonNullable<NodeInstanceRecord['static_node_world_aabb_unavailable_reason']>;

export type InverseBindAccessorRecord = MeasurementsV18InverseBindAccessor;
export type InverseBindAccessorStatus = InverseBindAccessorRecord['status'];
export type JointBindToMeshRecord = MeasurementsV18JointBindToMesh;
export type JointBindToMeshUnavailableReason = NonNullable<JointBindToMeshRecord['unavailable_reason']>;
export type MeshBindWorldRecord = MeasurementsV18MeshBindWorld;
export type MeshBindWorldUnavailableReason = NonNullable<MeshBindWorldRecord['unavailable_reason']>;
export type SkinJointRecord = MeasurementsV18SkinJoint;
export type JointBindLinearSummary = MeasurementsV18JointBindLinearSummary;
export type JointBindLinearClassification = JointBindLinearSummary['classification'];
export type SkinRecord = MeasurementsV18Skin;

export type MaterialTextureBindingRecord = MeasurementsV18MaterialBinding;
export type MaterialTextureSlot = MaterialTextureBindingRecord['slot'];
export type MaterialDefinitionRecord = MeasurementsV18MaterialDefinition;
export type TextureRecord = MeasurementsV18Texture;
export type ImageRecord = MeasurementsV18Image;
export type ImageSourceKind = ImageRecord['source_kind'];
export type ImageContainer = NonNullable<ImageRecord['detected_container']>;
export type DecodedColorType = NonNullable<ImageRecord['decoded_color_type']>;
export type ImageUnavailableReason = NonNullable<ImageRecord['unavailable_reason']>;

/**
 * The asset-inventory families: mesh definitions, node instances, skins and the
 * material/texture/image records. The producer always writes them (the schema lets a reader
 * meet a document without them); the source-resource arrays are empty when
 * material_resource_coverage is unavailable, and skins is empty when skeleton_source_coverage is.
 */
export type AssetInventory = Required<
  Pick<MeasurementsV18, 'mesh_definitions' | 'node_instances' | 'skins' | 'material_definitions' | 'textures' | 'images'>
>;

export type Measurements = MeasurementsV18 & AssetInventory;
