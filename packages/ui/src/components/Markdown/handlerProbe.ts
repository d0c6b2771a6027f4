/**
 * The marker a hostile-content check waits for instead of a timer: resolves once a trusted image of
 * the corpus's broken source `x` has failed to load, an open `<details>` has toggled and two frames
 * have run (autofocus is applied in a frame's rendering steps). Each is added now, after the content
 * under test, so a handler of that content's (onerror, ontoggle, onfocus) that had survived would have
 * fired before these. Self-contained (no imports, no outer names): an e2e test passes it to
 * `page.evaluate`, which runs its source in the page.
 */
export async function handlersHadTheirChance(): Promise<void> {
  const probe = document.createElement('div');
  probe.hidden = true;
  probe.setAttribute('data-handler-probe', '');
  const img = document.createElement('img');
  img.alt = '';
  const details = document.createElement('details');
  const failed = new Promise((resolve) => img.addEventListener('error', resolve, { once: true }));
  const toggled = new Promise((resolve) => details.addEventListener('toggle', resolve, { once: true }));
  probe.append(img, details);
  document.body.append(probe);
  img.src = 'x';
  details.open = true;
  try {
    await Promise.all([failed, toggled]);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  } finally {
    probe.remove();
  }
}
