import { TocScreen } from '@store-ops/ui';
import { useAdminGate } from '../providers/impersonation';
import { RouterLink } from './LinkAdapter';

/** `/toc`: the data grids for an administrator, the pages they may open for anyone else. */
export default function TocRoute() {
  return <TocScreen isAdmin={useAdminGate()} LinkComponent={RouterLink} />;
}
