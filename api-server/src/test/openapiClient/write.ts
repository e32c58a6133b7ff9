import { writeFileSync } from 'node:fs';
import { generateApiTypes, generatedTypesFile } from './generate.js';

writeFileSync(generatedTypesFile, await generateApiTypes());
console.log(`wrote ${generatedTypesFile.pathname}`);
