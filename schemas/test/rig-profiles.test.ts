import { expect } from 'chai';
import { configSchema } from '../src/schemas.js';
import { RIG_PROFILE_NAMES } from '../src/rig-profiles.js';

describe('rig profiles', () => {
  it('config v1 `[rig] profile` enumerates exactly auto, the built-in profiles and their aliases', () => {
    const rig = (configSchema.$defs as { rig: { properties: { profile: { enum: string[] } } } }).rig;
    expect(rig.properties.profile.enum).to.deep.equal([...RIG_PROFILE_NAMES]);
  });
});
