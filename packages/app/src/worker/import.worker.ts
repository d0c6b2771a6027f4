/// <reference lib="webworker" />
// The import worker's entry: the Import screen's parse (importParse.ts) exposed to the main thread
// with Comlink.
import { expose } from 'comlink';
import { parseImport } from './importParse';

const worker = { parse: parseImport };
export type ImportWorker = typeof worker;

expose(worker);
