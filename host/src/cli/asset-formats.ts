/**
 * The input formats the built-in loaders read, for argument help. Help is static (it is printed
 * without a project), so it names the built-ins; a loader plugin named in the config adds more.
 */
export const ASSET_FORMATS = 'glTF/GLB, FBX, Spine JSON';
