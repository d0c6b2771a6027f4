import { defaultApiClient, readJsonBody } from '@store-ops/machines';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import styled from 'styled-components';
import { type AdminEntity, type AnyRow, ENTITIES } from './entities';

const Page = styled.main`
  padding: ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.fg};
  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: ${({ theme }) => `${theme.space[1]} ${theme.space[4]}`};
  }
  dt {
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  a {
    color: ${({ theme }) => theme.colors.accentText};
  }
`;

type State = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; row: AnyRow };

const show = (v: unknown) =>
  Array.isArray(v) ? v.join(', ') : typeof v === 'boolean' ? (v ? 'Yes' : 'No') : String(v ?? '');

/** `/{entity}/{id}`: one row's fields, read from the server. */
export default function DetailRoute({ entity }: { entity: AdminEntity }) {
  const { id } = useParams();
  const config = ENTITIES[entity];
  const [state, setState] = useState<State>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    defaultApiClient()
      .get(`/api/${entity}/`)
      .then(async (response) => {
        const body = await readJsonBody(response);
        if (!live) return;
        if (!response.ok || !Array.isArray(body)) {
          setState({ status: 'error', message: `Failed to load ${config.title.toLowerCase()}.` });
          return;
        }
        const row = (body as AnyRow[]).find((r) => String(r.id) === id);
        setState(
          row ? { status: 'ready', row } : { status: 'error', message: `${config.one} ${id} not found.` },
        );
      })
      .catch(
        () => live && setState({ status: 'error', message: `Failed to load ${config.title.toLowerCase()}.` }),
      );
    return () => {
      live = false;
    };
  }, [entity, id, config]);

  return (
    <Page data-component="AdminDetail" data-entity={entity}>
      <p>
        <Link to={`/${entity}`}>{config.title}</Link>
      </p>
      {state.status === 'loading' && <p role="status">Loading...</p>}
      {state.status === 'error' && <p role="alert">{state.message}</p>}
      {state.status === 'ready' && (
        <>
          <h1>
            {config.one}: {config.describe(state.row)}
          </h1>
          <dl>
            {config.columns.map((c) => (
              <div key={String(c.field)} style={{ display: 'contents' }}>
                <dt>{c.headerName}</dt>
                <dd>{show(state.row[String(c.field)])}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
    </Page>
  );
}
