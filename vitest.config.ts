import { defineConfig } from 'vitest/config';
import projects from './vitest.workspace.ts';

// Two test files at a time on any machine: Vitest's default (cores - 1) is 1 on a 2-core machine,
// where much of a file's time is waiting on a browser, a server or a database, not computing.
export default defineConfig({ test: { projects, maxWorkers: 2 } });
