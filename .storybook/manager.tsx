// Storybook's manager: the `Machine` panel (./machineInspector) for the stories that run a machine.
// biome-ignore lint/correctness/noUnusedImports: Storybook's manager build compiles JSX to React.createElement.
import React from 'react';
import { AddonPanel } from 'storybook/internal/components';
import { addons, types } from 'storybook/manager-api';
import { MachinePanel } from './machineInspector/Panel';
import { createInspectorStore } from './machineInspector/store';

const ADDON_ID = 'store-ops/machine-inspector';
/** `parameters: { machineInspector: {} }` shows the panel for a story outside the QA stories; `{ disable: true }` hides it. */
const PARAM_KEY = 'machineInspector';

addons.register(ADDON_ID, () => {
  const store = createInspectorStore(addons.getChannel());
  addons.add(`${ADDON_ID}/panel`, {
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
