import type { Company, Employee, Store, StoreHours, User, UserGroup } from '@store-ops/domain';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { Spinner } from '../../components/Spinner';
import { ColumnHeads } from '../../components/shared/ColumnHeads';
import { dataTable } from '../../components/shared/styles';
import { Banner, Page, Title } from './admin.styles';
import { ConfirmDialog } from './dialogs';
import { adminStrings } from './strings';

/** The states of an admin `/{id}` detail view. */
export type DetailState<T> =
  | { status: 'loading' }
  | { status: 'loaded'; data: T }
  | { status: 'notFound'; id: string }
  | { status: 'error'; message: string };

export interface DetailProps<T> {
  state: DetailState<T>;
  /** Fetch again after an error. */
  onReload: () => void;
  /** Delete from the detail view: asked, then confirmed (a confirmation naming the row). */
  deletion: {
    /** The confirmation is open. */
    confirming: boolean;
    busy: boolean;
    /** Why the server refused the delete (e.g. rows still refer to it). */
    error?: string;
  };
  onDeleteAsk: () => void;
  onDeleteCancel: () => void;
  onDeleteConfirm: () => void;
}

const weekdays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Every string the detail views show. */
export const detailStrings = {
  loading: (entity: string) => `Loading ${entity}...`,
  notFound: (Entity: string) => `${Entity} not found`,
  notFoundHint: (entity: string, id: string) => `No ${entity} has the ID ${id}.`,
  back: (list: string) => `Back to ${list}`,
  retry: 'Try again',
  details: 'Details',
  hours: 'Hours',
  employees: 'Employees',
  stores: 'Stores',
  groups: 'Groups',
  closed: 'Closed',
  noHours: 'No hours set.',
  noEmployees: 'No employees.',
  noStores: 'No stores.',
  noGroups: 'Not in any group.',
  active: 'Active',
  inactive: 'Inactive',
  yes: 'Yes',
  no: 'No',
  none: 'None',
} as const;

interface Frame {
  entity: string;
  Entity: string;
  list: string;
  listHref: string;
}

function DetailFrame<T>({
  frame,
  state,
  onReload,
  deletion,
  onDeleteAsk,
  onDeleteCancel,
  onDeleteConfirm,
  render,
}: DetailProps<T> & { frame: Frame; render: (data: T) => { title: string; body: ReactNode } }) {
  const back = <a href={frame.listHref}>{detailStrings.back(frame.list)}</a>;
  let title: string = frame.Entity;
  let body: ReactNode;
  switch (state.status) {
    case 'loading':
      body = <Spinner label={detailStrings.loading(frame.entity)} showLabel size="lg" />;
      break;
    case 'notFound':
      title = detailStrings.notFound(frame.Entity);
      body = <EmptyState title={title} description={detailStrings.notFoundHint(frame.entity, state.id)} />;
      break;
    case 'error':
      body = (
        <EmptyState
          variant="error"
          title={state.message}
          action={
            <Button variant="primary" onPress={onReload}>
              {detailStrings.retry}
            </Button>
          }
        />
      );
      break;
    default: {
      const r = render(state.data);
      title = r.title;
      body = r.body;
    }
  }
  return (
    <Page data-component="AdminDetail" data-state={state.status}>
      <BackLink>{back}</BackLink>
      {state.status !== 'notFound' && (
        <TitleRow>
          <Title>{title}</Title>
          {state.status === 'loaded' && (
            <Button variant="danger" size="sm" onPress={onDeleteAsk} isDisabled={deletion.busy}>
              {adminStrings.delete}
            </Button>
          )}
        </TitleRow>
      )}
      {deletion.error && <Banner role="alert">{deletion.error}</Banner>}
      {body}
      <ConfirmDialog
        isOpen={deletion.confirming}
        title={adminStrings.deleteTitle(frame.entity, title)}
        body={adminStrings.deleteBody}
        confirmLabel={adminStrings.delete}
        onCancel={onDeleteCancel}
        onConfirm={onDeleteConfirm}
      />
    </Page>
  );
}

const TitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;

function Fields({ items }: { items: [label: string, value: ReactNode][] }) {
  return (
    <Section aria-labelledby="detail-fields">
      <h2 id="detail-fields">{detailStrings.details}</h2>
      <Dl>
        {items.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </Dl>
    </Section>
  );
}

function Related({
  id,
  title,
  empty,
  headers,
  rows,
}: {
  id: string;
  title: string;
  empty: string;
  headers: string[];
  rows: { key: string | number; cells: ReactNode[] }[];
}) {
  return (
    <Section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {rows.length === 0 ? (
        <Muted>{empty}</Muted>
      ) : (
        <Table aria-labelledby={id}>
          <ColumnHeads columns={headers} />
          <tbody>
            {rows.map((r) => (
              <tr key={r.key}>
                {r.cells.map((c, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional
                  <td key={i}>{c}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </Section>
  );
}

// ---------------------------------------------------------------- Store
export interface StoreDetailData {
  store: Store;
  company: Company | null;
  hours: readonly StoreHours[];
  employees: readonly Employee[];
}
export type StoreDetailProps = DetailProps<StoreDetailData>;

/** /stores/{id}: the store's fields, company, weekly hours and employees. */
export function StoreDetail(props: StoreDetailProps) {
  return (
    <DetailFrame
      {...props}
      frame={{ entity: 'store', Entity: 'Store', list: 'Stores', listHref: '/stores' }}
      render={({ store, company, hours, employees }) => ({
        title: store.name,
        body: (
          <>
            <Fields
              items={[
                ['Address', `${store.address}, ${store.city}, ${store.state} ${store.zip}`],
                ['Phone', store.phone],
                ['Franchise', store.franchise],
                [
                  'Company',
                  company ? (
                    <a key="company" href={`/companies/${company.id}`}>
                      {company.name}
                    </a>
                  ) : (
                    detailStrings.none
                  ),
                ],
                ['Source ID', store.source_id],
              ]}
            />
            <Related
              id="detail-hours"
              title={detailStrings.hours}
              empty={detailStrings.noHours}
              headers={['Day', 'Opens', 'Closes']}
              rows={[...hours]
                .sort((a, b) => a.day_of_week - b.day_of_week)
                .map((h) => ({
                  key: h.id,
                  cells: h.closed
                    ? [weekdays[h.day_of_week], detailStrings.closed, '']
                    : [weekdays[h.day_of_week], h.open_time ?? '', h.close_time ?? ''],
                }))}
            />
            <Related
              id="detail-employees"
              title={detailStrings.employees}
              empty={detailStrings.noEmployees}
              headers={['Name', 'Role', 'Status']}
              rows={[...employees]
                .sort((a, b) => a.last_name.localeCompare(b.last_name))
                .map((e) => ({
                  key: e.id,
                  cells: [
                    <a key="n" href={`/employees/${e.id}`}>{`${e.first_name} ${e.last_name}`}</a>,
                    e.role,
                    e.active ? detailStrings.active : detailStrings.inactive,
                  ],
                }))}
            />
          </>
        ),
      })}
    />
  );
}

// ---------------------------------------------------------------- Employee
export interface EmployeeDetailData {
  employee: Employee;
  store: Store | null;
}
export type EmployeeDetailProps = DetailProps<EmployeeDetailData>;

/** /employees/{id}. */
export function EmployeeDetail(props: EmployeeDetailProps) {
  return (
    <DetailFrame
      {...props}
      frame={{ entity: 'employee', Entity: 'Employee', list: 'Employees', listHref: '/employees' }}
      render={({ employee: e, store }) => ({
        title: `${e.first_name} ${e.last_name}`,
        body: (
          <Fields
            items={[
              ['Role', e.role],
              ['Hourly rate', money.format(e.hourly_rate)],
              ['Status', e.active ? detailStrings.active : detailStrings.inactive],
              [
                'Store',
                store ? (
                  <a key="store" href={`/stores/${store.id}`}>
                    {store.name}
                  </a>
                ) : (
                  detailStrings.none
                ),
              ],
              ['Source ID', e.source_id],
            ]}
          />
        ),
      })}
    />
  );
}

// ---------------------------------------------------------------- User
export interface UserDetailData {
  user: User;
  /** The groups the user is assigned to. */
  groups: readonly UserGroup[];
}
export type UserDetailProps = DetailProps<UserDetailData>;

/** /users/{id}: name, e-mail, admin flag and group memberships. */
export function UserDetail(props: UserDetailProps) {
  return (
    <DetailFrame
      {...props}
      frame={{ entity: 'user', Entity: 'User', list: 'Users', listHref: '/users' }}
      render={({ user, groups }) => ({
        title: user.name || user.email,
        body: (
          <>
            <Fields
              items={[
                ['E-mail', user.email],
                ['Admin', user.admin ? detailStrings.yes : detailStrings.no],
              ]}
            />
            <Related
              id="detail-groups"
              title={detailStrings.groups}
              empty={detailStrings.noGroups}
              headers={['Group', 'Description']}
              rows={[...groups]
                .sort((a, b) => a.name.localeCompare(b.name))
                .map((g) => ({ key: g.id, cells: [g.name, g.description] }))}
            />
          </>
        ),
      })}
    />
  );
}

// ---------------------------------------------------------------- Company
export interface CompanyDetailData {
  company: Company;
  stores: readonly Store[];
}
export type CompanyDetailProps = DetailProps<CompanyDetailData>;

/** /companies/{id}: fields and the company's stores sorted by name. */
export function CompanyDetail(props: CompanyDetailProps) {
  return (
    <DetailFrame
      {...props}
      frame={{ entity: 'company', Entity: 'Company', list: 'Companies', listHref: '/companies' }}
      render={({ company, stores }) => ({
        title: company.name,
        body: (
          <>
            <Fields
              items={[
                ['Source ID', company.source_id],
                ['Week begins', company.week_begin],
              ]}
            />
            <Related
              id="detail-stores"
              title={detailStrings.stores}
              empty={detailStrings.noStores}
              headers={['Name', 'City', 'State']}
              rows={[...stores]
                .sort((a, b) => a.name.localeCompare(b.name))
                .map((s) => ({
                  key: s.id,
                  cells: [
                    <a key="n" href={`/stores/${s.id}`}>
                      {s.name}
                    </a>,
                    s.city,
                    s.state,
                  ],
                }))}
            />
          </>
        ),
      })}
    />
  );
}

const BackLink = styled.nav`
  a {
    color: ${({ theme }) => theme.colors.accentText};
    font-weight: ${({ theme }) => theme.typography.fontWeight.medium};
  }
`;

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.fontSize.lg};
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  }
  a {
    color: ${({ theme }) => theme.colors.accentText};
  }
`;

const Dl = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;

  dt {
    font-size: ${({ theme }) => theme.typography.fontSize.sm};
    color: ${({ theme }) => theme.colors.fgMuted};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.fontSize.md};
  }
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.fgMuted};
`;

const Table = styled.table`
  ${dataTable}
  max-width: 48rem;
`;
