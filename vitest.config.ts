import { defineConfig } from 'vitest/config';
import projects from './vitest.workspace.ts';

// Three Node test files at a time (each e2e file runs its own server and browser, on its own port and
// DATA_DIR), beside the stories, which the browser project runs one file at a time: the stories are
// the longest path, and the others fill the time they leave the cores. More made e2e steps wait past
// their timeouts under load (figures: docs/decisions/measured-settings.md).
export default defineConfig({ test: { projects, maxWorkers: 3 } });
