// The Import screen's props and the views it is given.
import type {
  AuditEntryRow,
  CsvFileName,
  ImportMapping,
  ImportMappingWrite,
  ImportResponse,
  ServiceToken,
} from '@store-ops/domain';

/** A file as it was dropped or picked: its path inside a dropped folder (or its name) and its bytes. */
export interface ImportPickedFile {
  path: string;
  blob: Blob;
}

export interface ImportFileView {
  path: string;
  kind: CsvFileName | null;
  rows: number;
  headers: readonly string[];
  missing: readonly string[];
  extra: readonly string[];
  problems: readonly { line: number | null; message: string }[];
}

export interface ImportDayView {
  date: string;
  files: readonly ImportFileView[];
}

export type ImportStage =
  | 'empty'
  | 'parsing'
  | 'problems'
  | 'unmapped'
  | 'savingMapping'
  | 'ready'
  | 'checking'
  | 'confirm'
  | 'importing'
  | 'done'
  | 'failed';

export interface ImportScreenProps {
  /** The stores, last imports and tokens. */
  status: 'loading' | 'ready' | 'failed';
  overviewError?: string | null;
  stores: readonly { id: number; name: string }[];
  storeId: number | null;
  date: string;
  stage: ImportStage;
  days: readonly ImportDayView[];
  dryRuns: readonly ImportResponse[];
  /** Days imported so far. */
  imported: number;
  error?: string | null;
  mapping: ImportMapping | null;
  mappingError?: string | null;
  recent: readonly AuditEntryRow[];
  tokens: readonly ServiceToken[];
  createdToken: { name: string; token: string } | null;
  tokenError?: string | null;
  tokenBusy?: boolean;
  onStore: (storeId: number) => void;
  onDate: (date: string) => void;
  onFiles: (files: ImportPickedFile[]) => void;
  onRemove: (path: string) => void;
  onSaveMapping: (mapping: Omit<ImportMappingWrite, 'version'>) => void;
  onDryRun: () => void;
  onConfirm: () => void;
  onCancel: () => void;
  onReset: () => void;
  onRetry: () => void;
  onCreateToken: (name: string, storeIds: number[] | null) => void;
  onRevokeToken: (id: number) => void;
  onDismissToken: () => void;
  onCopy: (text: string) => void;
  /** IANA time zone times are shown in (stories pin one); the browser's when omitted. */
  timeZone?: string;
}
