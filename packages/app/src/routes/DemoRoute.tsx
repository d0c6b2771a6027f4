import { DemoChat } from '@store-ops/ui';
import { useDemoMessages } from '../providers/demoChat';

/** `/demo/*`: the scripted chat, interaction disabled, a new message every 3000 ms. */
export default function DemoRoute() {
  return (
    <main style={{ maxWidth: '48rem', margin: '0 auto', padding: '1rem' }}>
      <DemoChat messages={useDemoMessages()} />
    </main>
  );
}
