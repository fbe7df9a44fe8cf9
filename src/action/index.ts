// The file the runner starts (bundled to dist/action.js, the one file action.yml names).
import { run } from './main.js';

await run();
