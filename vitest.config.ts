import { defineConfig } from 'vitest/config';
import projects from './vitest.workspace.ts';

// Three Node test files at a time (each e2e file runs its own server and browser, on its own port and
// DATA_DIR), beside the stories, which the browser project runs one file at a time: the stories are
// the longest path, and the others fill the time they leave the cores. Measured on 2 cores: the whole
// run 1,248 s with two Node files and e2e files one at a time (after every other file), 870 s with
// four; four, with a CPU hog beside them, made e2e steps wait past their 30 s.
export default defineConfig({ test: { projects, maxWorkers: 3 } });
