import { NotAvailableScreen } from '@store-ops/ui';
import { RouterLink } from './LinkAdapter';

const TITLES = {
  staffchat: 'Staff Chat',
  reports: 'Reports',
} as const;

/** Routed and guarded screens whose content is a later issue: an honest "not available yet". */
export default function NotAvailableRoute({ screen }: { screen: keyof typeof TITLES }) {
  return <NotAvailableScreen title={TITLES[screen]} LinkComponent={RouterLink} />;
}
