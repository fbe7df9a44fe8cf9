// Precompiles the JSON Schema validators (ajv standalone) into src/validate/generated/.
// Placeholder until the schema lands.
import { existsSync, mkdirSync } from 'node:fs';

mkdirSync('src/validate/generated', { recursive: true });
if (!existsSync('schema/annotation.schema.json')) process.exit(0);
