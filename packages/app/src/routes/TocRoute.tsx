import { TocScreen } from '../uiShim';
import { RouterLink } from './LinkAdapter';

/** `/toc`: Users, Employees, Companies and Stores with descriptions and links. */
export default function TocRoute() {
  return <TocScreen LinkComponent={RouterLink} />;
}
