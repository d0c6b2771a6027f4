import { Route } from 'react-router';
import { lazyWithReload } from '../../lazyWithReload';

// Admin screens: their own chunks (AG Grid lives only inside them), loaded on first visit.
const GridRoute = lazyWithReload(() => import('./GridRoute'));
const DetailRoute = lazyWithReload(() => import('./DetailRoute'));
const AuditRoute = lazyWithReload(() => import('./AuditRoute'));
const DashboardRoute = lazyWithReload(() => import('./DashboardRoute'));
const BlogEditorRoute = lazyWithReload(() => import('./BlogEditorRoute'));
const ReportCustomizerRoute = lazyWithReload(() => import('./ReportCustomizerRoute'));
const StaffChatRoute = lazyWithReload(() => import('./StaffChatRoute'));
const ImportRoute = lazyWithReload(() => import('./ImportRoute'));

/** The admin-only routes; App registers them only for admins (the original user's flag while impersonating). */
export const adminRoutes = (
  <>
    <Route path="staffchat" element={<StaffChatRoute />} />
    <Route path="dashboard" element={<DashboardRoute />} />
    <Route path="reports" element={<ReportCustomizerRoute />} />
    <Route path="stores" element={<GridRoute key="stores" entity="stores" />} />
    <Route path="stores/:id" element={<DetailRoute key="stores-detail" entity="stores" />} />
    <Route path="employees" element={<GridRoute key="employees" entity="employees" />} />
    <Route path="employees/:id" element={<DetailRoute key="employees-detail" entity="employees" />} />
    <Route path="users" element={<GridRoute key="users" entity="users" />} />
    <Route path="users/:id" element={<DetailRoute key="users-detail" entity="users" />} />
    <Route path="companies" element={<GridRoute key="companies" entity="companies" />} />
    <Route path="companies/:id" element={<DetailRoute key="companies-detail" entity="companies" />} />
    <Route path="hours" element={<GridRoute key="hours" entity="hours" />} />
    <Route path="usergroups" element={<GridRoute key="usergroups" entity="usergroups" />} />
    <Route path="users2groups" element={<GridRoute key="users2groups" entity="users2groups" />} />
    <Route path="audit" element={<AuditRoute />} />
    <Route path="import" element={<ImportRoute />} />
    <Route path="posts" element={<BlogEditorRoute />} />
  </>
);
