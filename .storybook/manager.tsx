// Storybook's manager: the `Machine` panel (./machineInspector) for the stories that run a machine.
// biome-ignore lint/correctness/noUnusedImports: Storybook's manager build compiles JSX to React.createElement.
import React from 'react';
import { AddonPanel } from 'storybook/internal/components';
import { STORY_PREPARED } from 'storybook/internal/core-events';
import { addons, types } from 'storybook/manager-api';
import { MachinePanel } from './machineInspector/Panel';
import { createInspectorStore } from './machineInspector/store';

const ADDON_ID = 'store-ops/machine-inspector';
/** `parameters: { machineInspector: {} }` shows the panel for a story outside the QA stories; `{ disable: true }` hides it. */
const PARAM_KEY = 'machineInspector';

const PANEL_ID = `${ADDON_ID}/panel`;

addons.register(ADDON_ID, (api) => {
  const store = createInspectorStore(addons.getChannel());
  // Going into the QA stories opens the Machine tab beside the screen (the panel on the right); QA may
  // move it while there. Back out of them the panel goes back below.
  let inQa = false;
  api.on(STORY_PREPARED, () => {
    const qa = api.getCurrentStoryData()?.title?.startsWith('QA/') ?? false;
    if (qa && !inQa) {
      api.setSelectedPanel(PANEL_ID);
      api.togglePanelPosition('right');
      api.togglePanel(true);
    } else if (!qa && inQa) api.togglePanelPosition('bottom');
    inQa = qa;
  });
  addons.add(PANEL_ID, {
    type: types.PANEL,
    title: 'Machine',
    paramKey: PARAM_KEY,
    // The QA stories (packages/app/src/stories) all run machines; any other story opts in by parameter.
    disabled: (parameters) =>
      !parameters?.[PARAM_KEY] && !/\/packages\/app\/src\/stories\//.test(String(parameters?.fileName ?? '')),
    render: ({ active }) => (
      <AddonPanel active={Boolean(active)}>
        <MachinePanel store={store} />
      </AddonPanel>
    ),
  });
});
