import { TocScreen } from '@store-ops/ui';
import { RouterLink } from './LinkAdapter';

/** `/toc`: Users, Employees, Companies and Stores with descriptions and links. */
export default function TocRoute() {
  return <TocScreen LinkComponent={RouterLink} />;
}
