// The build's last step: host/oclif.manifest.json from the built command classes (see host/src/cli/oclif-manifest.ts).
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildManifest, manifestText, MANIFEST_FILE } from '../dist/cli/oclif-manifest.js';

const root = fileURLToPath(new URL('..', import.meta.url));
writeFileSync(`${root}${MANIFEST_FILE}`, manifestText(await buildManifest(root)));
