import { defaultApiClient, readJsonBody } from '@store-ops/machines';
import { SaveConflictPanel } from '@store-ops/ui/admin';
import { DataGrid, type DataGridHandle, type RowEdit } from '@store-ops/ui/data-grid';
import { useCallback, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { type AdminEntity, type AnyRow, ENTITIES } from './entities';

const Page = styled.main`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};
  min-width: 0;
  color: ${({ theme }) => theme.colors.fg};

  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.fontSize.xl};
  }
  .failure {
    color: ${({ theme }) => theme.colors.dangerText};
  }
`;

/** Texts of the admin grid screens (conflicts are shown, never swallowed: SaveConflictPanel). */
export const gridScreenStrings = {
  loadFailed: (title: string) => `Failed to load ${title.toLowerCase()}.`,
  saveFailed: (what: string, message: string) => `Could not save ${what}: ${message}`,
  empty: 'No rows to show',
};
const s = gridScreenStrings;

interface Conflict {
  id: string;
  changes: Partial<AnyRow>;
  current: AnyRow | null;
  message: string;
}

/** The server's `{ error: { message } }`, or a status line. */
function errorText(body: unknown, response: Response): string {
  const message = (body as { error?: { message?: unknown } } | undefined)?.error?.message;
  return typeof message === 'string' && message ? message : `${response.status} ${response.statusText}`;
}

/** The row a 409 carries (`current`, `row` or `error.current`), if any. */
function currentRowOf(body: unknown): AnyRow | null {
  const b = body as Record<string, unknown> | undefined;
  const candidate = b?.current ?? b?.row ?? (b?.error as Record<string, unknown> | undefined)?.current;
  return candidate && typeof candidate === 'object' ? (candidate as AnyRow) : null;
}

/** An admin data grid over `/api/{entity}/`: inline edits saved through the server with the row's version. */
export default function GridRoute({ entity }: { entity: AdminEntity }) {
  const config = ENTITIES[entity];
  const [rows, setRows] = useState<AnyRow[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const [conflicts, setConflicts] = useState<Conflict[]>([]);
  const [failures, setFailures] = useState<string[]>([]);
  const grid = useRef<DataGridHandle>(null);

  useEffect(() => {
    let live = true;
    setLoading(true);
    setError(undefined);
    defaultApiClient()
      .get(`/api/${entity}/`)
      .then(async (response) => {
        const body = await readJsonBody(response);
        if (!live) return;
        if (!response.ok || !Array.isArray(body)) throw new Error(s.loadFailed(config.title));
        setRows(body as AnyRow[]);
      })
      .catch(() => live && setError(s.loadFailed(config.title)))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [entity, config.title]);

  const replaceRow = useCallback((row: AnyRow) => {
    setRows((all) => all.map((r) => (r.id === row.id ? row : r)));
  }, []);

  /** PUT one row with the version it was loaded at; resolves to a conflict, a failure text, or null. */
  const saveRow = useCallback(
    async (id: string, changes: Partial<AnyRow>, version: number | undefined, row: AnyRow) => {
      const response = await defaultApiClient().request(`/api/${entity}/${id}`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...changes, version }),
      });
      const body = await readJsonBody(response);
      if (response.ok) {
        replaceRow({ ...row, ...changes, ...(body && typeof body === 'object' ? (body as AnyRow) : {}) });
        return null;
      }
      if (response.status === 409) {
        return { conflict: { id, changes, current: currentRowOf(body), message: errorText(body, response) } };
      }
      return { failure: s.saveFailed(config.describe(row), errorText(body, response)) };
    },
    [entity, config, replaceRow],
  );

  const onSave = async (edits: RowEdit<AnyRow>[]) => {
    setSaving(true);
    setFailures([]);
    const newConflicts: Conflict[] = [];
    const newFailures: string[] = [];
    for (const e of edits) {
      try {
        const result = await saveRow(e.id, e.changes, e.row.version, e.row);
        if (result?.conflict) newConflicts.push(result.conflict);
        if (result?.failure) newFailures.push(result.failure);
      } catch (err) {
        newFailures.push(
          s.saveFailed(config.describe(e.row), err instanceof Error ? err.message : String(err)),
        );
      }
    }
    setConflicts((old) => [...old.filter((c) => !edits.some((e) => e.id === c.id)), ...newConflicts]);
    setFailures(newFailures);
    setSaving(false);
  };

  const resolve = async (id: string, choice: 'reload' | 'overwrite') => {
    const conflict = conflicts.find((c) => c.id === id);
    if (!conflict) return;
    const row = rows.find((r) => String(r.id) === conflict.id);
    if (!row) return;
    if (choice === 'reload') {
      if (conflict.current) replaceRow(conflict.current);
      grid.current?.discardChanges(conflict.id);
      setConflicts((all) => all.filter((c) => c !== conflict));
      return;
    }
    const base = conflict.current ?? row;
    const result = await saveRow(conflict.id, conflict.changes, base.version, base);
    if (!result) grid.current?.discardChanges(conflict.id);
    setConflicts((all) => [
      ...all.filter((c) => c !== conflict),
      ...(result?.conflict ? [result.conflict] : []),
    ]);
    if (result?.failure) setFailures([result.failure]);
  };

  return (
    <Page data-component="AdminGrid" data-entity={entity}>
      <h1>{config.title}</h1>
      <SaveConflictPanel
        conflicts={conflicts.map((c) => {
          const row = rows.find((r) => String(r.id) === c.id);
          return { id: c.id, what: row ? config.describe(row) : `row ${c.id}`, message: c.message };
        })}
        onReload={(id) => resolve(id, 'reload')}
        onOverwrite={(id) => resolve(id, 'overwrite')}
      />
      {failures.map((f) => (
        <p key={f} className="failure" role="alert">
          {f}
        </p>
      ))}
      <DataGrid<AnyRow>
        ref={grid}
        label={config.title}
        rows={rows}
        columns={config.columns}
        getRowId={(r) => String(r.id)}
        loading={loading}
        error={error}
        emptyText={s.empty}
        onSaveChanges={onSave}
        saving={saving}
        exportFileName={`${entity}.csv`}
        height={560}
      />
    </Page>
  );
}
