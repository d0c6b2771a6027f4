import { useState } from 'react';

/** Foundation sample: proves a story with a play function runs in Chromium. Replaced by the UI library. */
export function Sample({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((n) => n + 1)}>
      {label}: {count}
    </button>
  );
}
